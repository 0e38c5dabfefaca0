/**
 * What the Netlify background functions of the jobs (import, tagging) have in common: the run named in the body,
 * a lease kept alive while an invocation lives, and the call that starts a fresh invocation.
 */

/** Asks a background function to drive a run (Netlify answers 202 at once); `name` names it in the error. */
export async function invokeBackgroundFunction(
  path: string,
  siteUrl: string,
  runId: string,
  name: string,
): Promise<void> {
  const response = await fetch(new URL(path, siteUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ runId }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`${name} svarade ${response.status}`);
}

/** The run named in a background function's body, if any. */
export async function runIdOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.json()) as { runId?: unknown };
    return typeof body.runId === 'string' && /^[0-9a-f-]{36}$/i.test(body.runId) ? body.runId : null;
  } catch {
    return null;
  }
}

/** Does the work while renewing the run's lease every `everyMs`; a failed renewal is logged under `logLabel`. */
export async function whileRenewingLease<T>(
  renew: () => Promise<unknown>,
  everyMs: number,
  logLabel: string,
  work: () => Promise<T>,
): Promise<T> {
  const keepAlive = setInterval(() => {
    renew().catch((error: unknown) => console.error(`${logLabel} leasen kunde inte förnyas`, error));
  }, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(keepAlive);
  }
}
