import { describe, expect, it } from 'vitest';
import { isCompressible, negotiateEncoding } from '../server/compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
  });

  it('honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*;q=0.5')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0')).toBeUndefined();
  });

  it('sends identity when nothing is accepted', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('compresses text, scripts, styles and SVG but not images or fonts', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('text/javascript')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });
});
