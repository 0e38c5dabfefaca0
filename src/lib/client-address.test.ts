import { describe, expect, it } from 'vitest';
import {
  clientAddressBehind,
  forwardedAddress,
  parseTrustedProxies,
  plainAddress,
  TRUST_NO_PROXY,
} from './client-address.ts';

const local = parseTrustedProxies('127.0.0.1,::1');

describe('parseTrustedProxies', () => {
  it('trusts nobody when unset or empty', () => {
    expect(parseTrustedProxies(undefined).none).toBe(true);
    expect(parseTrustedProxies(' , ').none).toBe(true);
  });

  it('takes addresses and CIDR ranges of both families, separated by commas or spaces', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8 fd00::/8, 192.168.1.5');
    expect(trusted.has('10.200.3.4')).toBe(true);
    expect(trusted.has('11.0.0.1')).toBe(false);
    expect(trusted.has('fd12::1')).toBe(true);
    expect(trusted.has('fe80::1')).toBe(false);
    expect(trusted.has('192.168.1.5')).toBe(true);
    expect(trusted.has('192.168.1.6')).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 peer against its IPv4 entry, and the other way round', () => {
    expect(local.has('::ffff:127.0.0.1')).toBe(true);
    expect(parseTrustedProxies('::ffff:10.0.0.1').has('10.0.0.1')).toBe(true);
  });

  it('refuses an entry that is neither an address nor a range, naming it', () => {
    expect(() => parseTrustedProxies('127.0.0.1,localhost')).toThrow('"localhost"');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
    expect(() => parseTrustedProxies('10.0.0.0/')).toThrow('"10.0.0.0/"');
    expect(() => parseTrustedProxies('10.0.0.0/8/8')).toThrow('"10.0.0.0/8/8"');
  });
});

describe('forwardedAddress and plainAddress', () => {
  it('reads the forms proxies write', () => {
    expect(forwardedAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(forwardedAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(forwardedAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(forwardedAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(forwardedAddress('::ffff:198.51.100.2')).toBe('198.51.100.2');
  });

  it('gives nothing for what is not an address', () => {
    for (const entry of ['', 'unknown', '<script>', '999.1.1.1', '1.2.3.4.5', '[::1', 'for=1.2.3.4'])
      expect(forwardedAddress(entry)).toBeUndefined();
  });

  it('writes a mapped address as IPv4 and IPv6 in lower case', () => {
    expect(plainAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(plainAddress('2001:DB8::A')).toBe('2001:db8::a');
  });
});

describe('clientAddressBehind', () => {
  it('ignores the header entirely when no proxy is trusted', () => {
    expect(clientAddressBehind('127.0.0.1', '203.0.113.7', TRUST_NO_PROXY)).toBe('127.0.0.1');
  });

  it('ignores a spoofed header from a peer that is not a trusted proxy', () => {
    expect(clientAddressBehind('198.51.100.9', '203.0.113.7', local)).toBe('198.51.100.9');
    expect(clientAddressBehind('198.51.100.9', '127.0.0.1', local)).toBe('198.51.100.9');
  });

  it('takes the address a trusted proxy appended, not what the visitor wrote to its left', () => {
    expect(clientAddressBehind('127.0.0.1', '203.0.113.7', local)).toBe('203.0.113.7');
    expect(clientAddressBehind('127.0.0.1', '1.1.1.1, 203.0.113.7', local)).toBe('203.0.113.7');
  });

  it('walks back through a chain of two trusted proxies to the visitor', () => {
    const two = parseTrustedProxies('10.0.0.0/8, ::1');
    // visitor → CDN edge 10.1.1.1 → nginx ::1 → app; the visitor claimed to be 8.8.8.8.
    expect(clientAddressBehind('::1', '8.8.8.8, 203.0.113.7, 10.1.1.1', two)).toBe('203.0.113.7');
    // Two headers, as Headers.get joins them.
    expect(clientAddressBehind('::1', '203.0.113.7, 10.1.1.1, 10.2.2.2', two)).toBe('203.0.113.7');
  });

  it('reads IPv6 visitors and IPv4-mapped peers', () => {
    expect(clientAddressBehind('::ffff:127.0.0.1', '2001:db8::7', local)).toBe('2001:db8::7');
    expect(clientAddressBehind('::1', '[2001:db8::7]:5000', local)).toBe('2001:db8::7');
    expect(clientAddressBehind('::ffff:203.0.113.7', null, local)).toBe('203.0.113.7');
  });

  it('falls back to the nearest trusted hop when an entry is garbage', () => {
    expect(clientAddressBehind('127.0.0.1', 'garbage', local)).toBe('127.0.0.1');
    expect(clientAddressBehind('127.0.0.1', '', local)).toBe('127.0.0.1');
    expect(clientAddressBehind('127.0.0.1', '203.0.113.7, ', local)).toBe('127.0.0.1');
    const two = parseTrustedProxies('127.0.0.1, 10.0.0.2');
    expect(clientAddressBehind('127.0.0.1', 'x, 10.0.0.2', two)).toBe('10.0.0.2');
    // Garbage left of the visitor's address is the visitor's own writing and never reached.
    expect(clientAddressBehind('127.0.0.1', 'garbage, 203.0.113.7', local)).toBe('203.0.113.7');
  });

  it('gives the left-most address when every hop is a trusted proxy', () => {
    expect(clientAddressBehind('127.0.0.1', '::1, 127.0.0.1', local)).toBe('::1');
  });
});
