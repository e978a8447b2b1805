import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './client-address.ts';

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a trailing IPv4 part split. */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [withoutZone = ''] = address.split('%');
  const [head = '', tail] = withoutZone.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The part of an address that rate limits count against. An IPv6 subscriber is usually given a
 * whole /64, so counting single IPv6 addresses would give one attacker endless fresh ones; an
 * IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) is the
 * IPv4 address it names.
 */
export function rateLimitGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  const [, , , , , marker = 0, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && marker === 0xffff)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The client address a request's rate limits (OTP sends, coupon guesses) are counted against. */
export function rateLimitAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  return rateLimitGroup(clientAddress(c, trustProxy));
}
