/**
 * The visitor's address behind a reverse proxy (docs/self-hosting.md#reverse-proxy). `npm start` sees the socket's
 * address; behind nginx or Caddy that is the proxy's own for every visitor, so the per-visitor limits (login
 * lockout, click limit, search counting) would all share one key. With TRUSTED_PROXIES set, X-Forwarded-For is read
 * only when the socket's peer is one of those addresses, and from the right: each trusted proxy appends the address
 * it saw, so the right-most address that is not a trusted proxy is the visitor. Everything to its left was written
 * by the visitor and is never believed. Pure: no environment, no request objects.
 */
import { BlockList, isIP } from 'node:net';

/** The addresses and ranges whose X-Forwarded-For is believed; `none` believes nobody's. */
export interface TrustedProxies {
  readonly none: boolean;
  has(address: string): boolean;
}

export const TRUST_NO_PROXY: TrustedProxies = { none: true, has: () => false };

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 address it is; an IPv6 address in lower case. */
export function plainAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/**
 * One X-Forwarded-For entry as an address, or undefined when it is not one. Takes the forms proxies write besides
 * the bare address: "[2001:db8::1]", "[2001:db8::1]:443", "203.0.113.7:51234".
 */
export function forwardedAddress(entry: string): string | undefined {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1] as string;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const address = plainAddress(text);
  return isIP(address) ? address : undefined;
}

/**
 * Reads a TRUSTED_PROXIES value: addresses and CIDR ranges separated by commas or spaces
 * ("127.0.0.1,::1", "10.0.0.0/8, fd00::/8"). Empty or unset trusts nobody. Throws naming the first entry that is
 * neither.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return TRUST_NO_PROXY;
  const list = new BlockList();
  for (const entry of entries) {
    const [rawAddress = '', prefixText, ...rest] = entry.split('/');
    const address = plainAddress(rawAddress);
    const family = isIP(address);
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = family === 6 ? 128 : 32;
    const badPrefix =
      prefix !== undefined && (!/^\d{1,3}$/.test(prefixText as string) || (prefix as number) > maxPrefix);
    if (!family || rest.length > 0 || badPrefix) throw new Error(`TRUSTED_PROXIES: ogiltig adress "${entry}"`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    none: false,
    has(candidate) {
      const address = plainAddress(candidate);
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The visitor's address: the socket's peer when it is not a trusted proxy (a forwarded header from anyone else is
 * ignored); otherwise the right-most X-Forwarded-For address that is not a trusted proxy. An entry that is no
 * address stops the walk at the last proxy that wrote a good one, and a chain of nothing but trusted proxies gives
 * its left-most. `forwardedFor` is the header's value (several headers joined by commas, as Headers.get gives them).
 */
export function clientAddressBehind(
  socketAddress: string,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string {
  const peer = plainAddress(socketAddress);
  if (trusted.none || !trusted.has(peer) || !forwardedFor) return peer;
  let nearest = peer;
  const entries = forwardedFor.split(',');
  for (let i = entries.length - 1; i >= 0; i--) {
    const address = forwardedAddress(entries[i] as string);
    if (address === undefined) return nearest;
    if (!trusted.has(address)) return address;
    nearest = address;
  }
  return nearest;
}
