import { describe, expect, it } from 'vitest';
import { FeedFetchError, isPrivateAddress, parseFeedUrl } from './feed-url.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '::ffff:7f00:1',
    'not-an-ip',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '93.184.216.34', '2a00:1450:400f::200e'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('parseFeedUrl', () => {
  it('accepts http and https and resolves a redirect against the current address', () => {
    expect(parseFeedUrl(' https://butik.example.se/feed.xml ').href).toBe('https://butik.example.se/feed.xml');
    expect(parseFeedUrl('/ny.xml', 'http://butik.example.se/feed.xml').href).toBe('http://butik.example.se/ny.xml');
  });

  it('refuses other schemes and junk with a Swedish message', () => {
    expect(() => parseFeedUrl('ftp://butik.example.se/feed.xml')).toThrow(
      'Flödesadressen måste börja med http:// eller https:// (fick ftp:)',
    );
    expect(() => parseFeedUrl('javascript:alert(1)')).toThrow(FeedFetchError);
    expect(() => parseFeedUrl('butik.example.se/feed.xml')).toThrow('Ogiltig flödesadress: butik.example.se/feed.xml');
  });
});
