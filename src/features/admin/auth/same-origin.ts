/**
 * Cross-site request check for mutating admin requests: the browser's Origin must be this site's origin, or, where
 * a browser sends no Origin, Sec-Fetch-Site must say same-origin. Anything else is refused.
 */
export function isSameOrigin(headers: Headers, url: URL): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin === url.origin;
  return headers.get('sec-fetch-site') === 'same-origin';
}

/** True when the request says its body is JSON. */
export function isJsonRequest(headers: Headers): boolean {
  const type = headers.get('content-type') ?? '';
  return /^application\/json\s*(;|$)/i.test(type);
}

export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
