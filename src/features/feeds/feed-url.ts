/** Which feed addresses may be fetched: http(s) only, and never the server's own network (SSRF). */
import { isIP } from 'node:net';

/** Why a fetch of a merchant feed failed; the message is Swedish and can be shown as it is. */
export type FeedFetchErrorCode =
  | 'invalid-url'
  | 'protocol'
  | 'private-address'
  | 'dns'
  | 'connect-timeout'
  | 'timeout'
  | 'http-status'
  | 'too-many-redirects'
  | 'too-large'
  | 'network';

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
  readonly code: FeedFetchErrorCode;

  constructor(code: FeedFetchErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

function ipv4Parts(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const numbers = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  return numbers.every((n) => n >= 0 && n <= 255) ? numbers : null;
}

function isPrivateIpv4(address: string): boolean {
  const parts = ipv4Parts(address);
  if (parts === null) return true;
  const [a = 0, b = 0] = parts;
  return (
    a === 0 || // 0.0.0.0/8 ("this network", 0.0.0.0)
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The 8 groups of an IPv6 address as numbers (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const parts = ipv4Parts(tail[1]);
    if (parts === null) return null;
    const [a = 0, b = 0, c = 0, d = 0] = parts;
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest].map((group) =>
    /^[0-9a-f]{1,4}$/.test(group) ? Number.parseInt(group, 16) : Number.NaN,
  );
  return groups.length === 8 && groups.every((n) => !Number.isNaN(n)) ? groups : null;
}

/**
 * Whether an IP address is loopback, private, link-local or otherwise not on the public internet: 0.0.0.0/8,
 * 10/8, 127/8, 169.254/16, 172.16/12, 192.168/16, 100.64/10, 224/3; ::, ::1, fc00::/7, fe80::/10, multicast,
 * and IPv4 addresses mapped into IPv6 by the IPv4 rules. Anything unreadable counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) return isPrivateIpv4(address);
  if (version !== 6) return true;
  const groups = ipv6Groups(address);
  if (groups === null) return true;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0 && g6 === 0 && (g7 === 0 || g7 === 1)) return true; // :: and ::1
  if (zeroHead && (g5 === 0xffff || g5 === 0)) {
    // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible)
    return isPrivateIpv4(`${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`);
  }
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  return false;
}

/** A feed address as a URL: absolute, http or https, with a host; a FeedFetchError otherwise. */
export function parseFeedUrl(text: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    throw new FeedFetchError('invalid-url', `Ogiltig flödesadress: ${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError(
      'protocol',
      `Flödesadressen måste börja med http:// eller https:// (fick ${url.protocol})`,
    );
  }
  if (url.hostname === '') throw new FeedFetchError('invalid-url', `Ogiltig flödesadress: ${text.slice(0, 200)}`);
  return url;
}

/** The error for a host that is or resolves to a private address. */
export function privateAddressError(host: string, address: string): FeedFetchError {
  return new FeedFetchError(
    'private-address',
    `Flödesadressen ${host} pekar på en lokal eller privat adress (${address}) och får inte hämtas`,
  );
}
