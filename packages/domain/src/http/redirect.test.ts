import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect.ts';

const FALLBACK = '/amc/my-devices';

describe('safeRedirectTarget', () => {
  it.each([
    ['/amc/my-devices', '/amc/my-devices'],
    ['/ecom/cart?step=2#summary', '/ecom/cart?step=2#summary'],
    ['/', '/'],
    ['/search?q=ro%20purifier', '/search?q=ro%20purifier'],
    ['/a/../account/', '/account/'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeRedirectTarget(value, FALLBACK)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/amc/my-devices'],
    ['backslash that browsers read as a slash', '/\\evil.com'],
    ['backslash later on', '/amc\\..\\\\evil.com'],
    ['absolute address', 'https://evil.com'],
    ['absolute address of this scheme-less form', 'evil.com/path'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '%2F%2Fevil.com'],
    ['a path whose decoded form is protocol-relative', '/%2Fevil.com'],
    ['double-encoded slashes', '/%252Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['a tab the URL parser strips', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['an encoded newline', '/%0A/evil.com'],
    ['leading space', ' /amc/my-devices'],
    ['dot segments that collapse into //', '/a/..//evil.com'],
    ['encoded dot segments that collapse into //', '/a/%2e%2e//evil.com'],
    ['a malformed escape', '/%E0%A4%A'],
    ['empty', ''],
    ['relative path', 'amc/my-devices'],
  ])('refuses %s: %j', (_, value) => {
    expect(safeRedirectTarget(value, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses what is not a string, and very long values', () => {
    expect(safeRedirectTarget(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectTarget(null, null)).toBeNull();
    expect(safeRedirectTarget(['/a'], FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectTarget(`/${'a'.repeat(3000)}`, FALLBACK)).toBe(FALLBACK);
  });
});
