/**
 * The admin islands' only way to the server: JSON over /api/admin/*. A 401 (no or expired session) sends the browser
 * to /admin/login; a 403 for a signed-in user without the admin role says 'Åtkomst nekad' and goes to /. Any other
 * failure throws an AdminApiError carrying the server's Swedish message, for a 'Fel' toast.
 */
import { showToast } from '../toast/toast.ts';
import { ACCESS_TEXT } from './access-text.ts';

export class AdminApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
  }
}

/** Where the browser goes for an auth failure, or null when the caller handles the status itself. */
export function authRedirectFor(status: number, code: string | undefined): string | null {
  if (status === 401) return '/admin/login';
  if (status === 403 && code === 'not_admin') return '/';
  return null;
}

let leaving = false;

async function failure(response: Response): Promise<never> {
  const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
  const target = authRedirectFor(response.status, body?.code);
  if (target && !leaving) {
    leaving = true;
    if (target === '/') showToast({ title: ACCESS_TEXT.denied, variant: 'destructive' });
    setTimeout(() => window.location.assign(target), target === '/' ? 1200 : 0);
  }
  throw new AdminApiError(response.status, body?.error ?? `Förfrågan misslyckades (${response.status})`);
}

/** GET a JSON resource under /api/admin/. */
export async function adminGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) return failure(response);
  return (await response.json()) as T;
}

/** POST/PUT/PATCH/DELETE a JSON body to /api/admin/. */
export async function adminSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) return failure(response);
  return (await response.json()) as T;
}

/** Query string from defined values (arrays repeat the key). */
export function adminQuery(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The 'Fel' toast with the error's text (docs/product/admin-products.md#panel). */
export function showError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showToast({
    title: 'Fel',
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  });
}
