import { describe, expect, test } from 'vitest';
import { rateLimitGroup } from '../src/http/rate-limit-address.ts';
import { testApi, type TestApi } from './support.ts';

describe('rateLimitGroup', () => {
  test('is an IPv4 address itself', () => {
    expect(rateLimitGroup('192.0.2.1')).toBe('192.0.2.1');
  });

  test('is the IPv4 address an IPv4-mapped IPv6 address names, however it is written', () => {
    for (const mapped of ['::ffff:192.0.2.1', '::FFFF:c000:201', '0:0:0:0:0:ffff:192.0.2.1'])
      expect(rateLimitGroup(mapped)).toBe('192.0.2.1');
  });

  test('is the /64 of an IPv6 address, however it is written', () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:aaaa::9',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::1%eth0',
    ])
      expect(rateLimitGroup(address)).toBe('2001:db8:1:2::/64');
    expect(rateLimitGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitGroup('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  test('leaves anything that is not an address as it is', () => {
    expect(rateLimitGroup('unknown')).toBe('unknown');
  });
});

describe('OTP sends per client address', () => {
  const send = (api: TestApi, mobile: string, peer: string, forwarded?: string) =>
    api.request('/api/public/ecom/v1/otp/send', {
      json: { mobile },
      peer,
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    });

  test('are counted for a whole IPv6 /64, not for each of its addresses', async () => {
    const api = await testApi({ config: { otpMaxSendsPerAddress: 2 } });
    expect((await send(api, '9000000031', '2001:db8:1:2::1')).status).toBe(200);
    expect((await send(api, '9000000032', '2001:db8:1:2:aaaa::9')).status).toBe(200);
    expect((await send(api, '9000000033', '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    // Behind the storefront too, which forwards the address it decided on.
    expect((await send(api, '9000000034', '127.0.0.1', '2001:db8:1:2::77')).status).toBe(429);
    // The next /64 is someone else.
    expect((await send(api, '9000000035', '2001:db8:1:3::1')).status).toBe(200);
  });

  test('are counted for an IPv4 address alike, whether written as IPv4 or as IPv4-mapped IPv6', async () => {
    const api = await testApi({ config: { otpMaxSendsPerAddress: 2 } });
    expect((await send(api, '9000000041', '::ffff:192.0.2.1')).status).toBe(200);
    expect((await send(api, '9000000042', '127.0.0.1', '192.0.2.1')).status).toBe(200);
    expect((await send(api, '9000000043', '192.0.2.1')).status).toBe(429);
    expect((await send(api, '9000000044', '::ffff:192.0.2.2')).status).toBe(200);
  });
});
