/**
 * The admin session cookie. Its token is random (256 bits); only its SHA-256 is stored. Outside http://localhost the
 * cookie is `__Host-` prefixed and Secure; it is always HttpOnly, SameSite=Strict and Path=/.
 */
export const SESSION_RULES = {
  /** A session unused this long is over. */
  idleMinutes: 30,
  /** A session is over this long after sign-in, however active. */
  absoluteHours: 12,
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True on plain http to the local machine, where a Secure cookie would not be sent back. */
export function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/** The cookie's name for this address. */
export function sessionCookieName(url: URL): string {
  return isLocalHttp(url) ? 'pp_admin_session' : '__Host-pp_admin_session';
}

function attributes(url: URL, maxAgeSeconds: number): string {
  const secure = isLocalHttp(url) ? '' : '; Secure';
  return `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Set-Cookie value for a new session token. */
export function sessionCookie(url: URL, token: string): string {
  return `${sessionCookieName(url)}=${token}; ${attributes(url, SESSION_RULES.absoluteHours * 3600)}`;
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(url: URL): string {
  return `${sessionCookieName(url)}=; ${attributes(url, 0)}`;
}

/** The session token from a Cookie header, or null. Only well-formed tokens (43 base64url characters) count. */
export function sessionTokenFrom(cookieHeader: string | null, url: URL): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(url);
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}
