import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

export const sha512Hex = (message: string) => createHash('sha512').update(message, 'utf8').digest('hex');

/**
 * Compares a digest we computed with one we were sent, in time that does not depend on where they
 * differ (a timing leak would let a forger find a valid signature byte by byte).
 */
export function sameDigest(expectedHex: string, receivedHex: string | undefined): boolean {
  if (receivedHex === undefined) return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex.toLowerCase(), 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
