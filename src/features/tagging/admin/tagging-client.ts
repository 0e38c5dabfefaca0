/** The tagging controls' calls to /api/admin/tagging. */

import { AdminApiError, adminSend } from '../../admin-api/admin-client.ts';
import type { TaggingState } from '../tagging-rules.ts';

const BASE = '/api/admin/tagging';

/**
 * The tagging state. An auth failure throws an AdminApiError like any other failure: the caller answers it (not the
 * shared helper, which leaves the page at once).
 */
export async function fetchTaggingState(signal?: AbortSignal): Promise<TaggingState> {
  const response = await fetch(`${BASE}/state`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new AdminApiError(response.status, body?.error ?? `Förfrågan misslyckades (${response.status})`);
  }
  return (await response.json()) as TaggingState;
}

/** Starts, pauses, continues or restarts the tagging run; the answer is the new state. */
export const sendTaggingAction = (action: 'start' | 'pause' | 'continue' | 'restart', body: Record<string, unknown>) =>
  adminSend<TaggingState>('POST', `${BASE}/${action}`, body);
