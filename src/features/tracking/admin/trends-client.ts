/** The trend controls' calls to /api/admin/trends (through the admin fetch helper). */
import { adminGet, adminSend } from '../../admin-api/admin-client.ts';
import type { TrendRun, TrendStats } from './trends.ts';

const BASE = '/api/admin/trends';

export const fetchTrendStats = (signal?: AbortSignal) => adminGet<TrendStats>(BASE, signal);

export const boostTrends = () => adminSend<TrendRun>('POST', `${BASE}/boost`, {});

export const addTrendKeyword = (keyword: string) => adminSend('POST', `${BASE}/keywords`, { keyword });

export const removeTrendKeyword = (keyword: string) => adminSend('DELETE', `${BASE}/keywords`, { keyword });

export const blockTrendKeyword = (keyword: string) => adminSend('POST', `${BASE}/blocked`, { keyword });

export const unblockTrendKeyword = (keyword: string) => adminSend('DELETE', `${BASE}/blocked`, { keyword });
