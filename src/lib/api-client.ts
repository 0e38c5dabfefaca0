/**
 * The browser's way to the server: the fetch helpers the typed clients of the features are built on
 * (features/<domain>/*-client.ts). Each throws an ApiError (with the server's Swedish message) when the response
 * is not ok.
 */

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** GET `path` as JSON. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `Förfrågan misslyckades (${response.status})`);
  }
  return (await response.json()) as T;
}

/** A query string (`?a=1&b=x&b=y`) of the defined parameters; arrays repeat their key. */
export function query(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** POST `body` as JSON to `path`, answer read as JSON. */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, data?.error ?? `Förfrågan misslyckades (${response.status})`);
  }
  return (await response.json()) as T;
}
