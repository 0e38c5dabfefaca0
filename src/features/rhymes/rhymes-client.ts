/** The rhyme workshop's typed client. */

export interface RhymeRequestBody {
  recipient: string;
  gift: string;
  personalNote?: string;
  tone: string;
}

export type RhymeResult =
  | { ok: true; rhyme: string }
  /** Rejected request (400/413): the server's Swedish title and message, to show as they are. */
  | { ok: false; status: number; title?: string; message?: string };

/** POST /api/generate-rhyme — a julklappsrim, or why the request was refused. Network failures throw. */
export async function generateRhyme(request: RhymeRequestBody, signal?: AbortSignal): Promise<RhymeResult> {
  const response = await fetch('/api/generate-rhyme', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json().catch(() => null)) as {
    rhyme?: unknown;
    error?: string;
    details?: { title?: string };
  } | null;
  if (response.ok && typeof body?.rhyme === 'string') return { ok: true, rhyme: body.rhyme };
  return {
    ok: false,
    status: response.status,
    ...(body?.details?.title ? { title: body.details.title } : {}),
    ...(body?.error ? { message: body.error } : {}),
  };
}
