/** The Statistik tab's call to /api/admin/stats (through the admin fetch helper). */
import { adminGet, adminQuery } from '../../admin-api/admin-client.ts';
import type { StatsPeriod, StatsResponse } from './stats.ts';

export const fetchStats = (period: StatsPeriod, signal?: AbortSignal) =>
  adminGet<StatsResponse>(`/api/admin/stats${adminQuery({ period })}`, signal);
