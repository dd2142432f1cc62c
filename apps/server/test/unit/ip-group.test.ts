import { describe, expect, it } from 'vitest';
import { ipGroup } from '../../src/lib/ip-group';

describe('[IP GROUP] what a per-connection limit counts by', () => {
  it('keeps an IPv4 address, also mapped into IPv6', () => {
    expect(ipGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(ipGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(ipGroup('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 address by its /64, however it is written', () => {
    const group = '2001:db8:aa:1::/64';
    for (const ip of [
      '2001:db8:aa:1::1',
      '2001:0DB8:00aa:0001:ffff:ffff:ffff:ffff',
      '2001:db8:aa:1::10.0.0.1',
      '2001:db8:aa:1:8000::',
      '2001:db8:aa:1::1%wlan0',
    ])
      expect(ipGroup(ip)).toBe(group);
    expect(ipGroup('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(ipGroup('::1')).toBe('0:0:0:0::/64');
    expect(ipGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(ipGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(ipGroup('localhost')).toBe('localhost');
    expect(ipGroup('')).toBe('');
  });
});
