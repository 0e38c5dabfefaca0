/**
 * What kind of failure stopped a job's step, read from the error's provider status, database code or text. Pure: each
 * kind's retry policy (src/features/import/cadence.ts, src/features/tagging/tagging-rules.ts) decides what follows.
 */
export type JobFailure = 'auth' | 'credits' | 'rate-limit' | 'timeout' | 'network' | 'other';

/**
 * A refused key (401, 403), no credits (402) or a rate limit (429) from the tagging engine's typed errors; a statement
 * timeout or cancelled statement; a network failure; else 'other'.
 */
export function classifyFailure(error: unknown): JobFailure {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  if (status === 401 || status === 403) return 'auth';
  if (status === 402) return 'credits';
  if (status === 429) return 'rate-limit';
  const code = (error as { code?: unknown })?.code;
  const text = error instanceof Error ? error.message : String(error);
  if (code === '57014' || /statement timeout|canceling statement/i.test(text)) return 'timeout';
  if (
    (typeof code === 'string' && /^(ECONN|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EPIPE|08)/.test(code)) ||
    /network|socket|fetch failed|connection (terminated|closed|reset)/i.test(text)
  ) {
    return 'network';
  }
  return 'other';
}
