import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('keeps an IPv4 address, also one written IPv4-mapped', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const sameNetwork = [
      '2001:db8:85a3:1200::1',
      '2001:0db8:85a3:1200:ffff:ffff:ffff:fffe',
      '2001:DB8:85A3:1200:0:0:0:0',
      '2001:db8:85a3:1200::9',
      '2001:db8:85a3:1200::203.0.113.9',
      '2001:db8:85a3:1200::1%eth0',
    ];
    for (const address of sameNetwork) expect(addressKey(address), address).toBe('2001:db8:85a3:1200::/64');
    expect(addressKey('2001:db8:85a3:1201::1')).toBe('2001:db8:85a3:1201::/64');
  });

  it('places the zeros of "::" where they belong', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001::7:8:9:a:b')).toBe('2001:0:0:7::/64');
    expect(addressKey('::2:3:4:5:6:7:8')).toBe('0:2:3:4::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    for (const text of ['unknown', 'not-an-address', '2001:db8::1::2', '999.1.1.1', '']) {
      expect(addressKey(text)).toBe(text);
    }
  });
});
