import { describe, expect, it } from 'vitest';
import { safeContentHref, safeImageUrl } from './content-urls.ts';

describe('safeContentHref', () => {
  it.each([
    '/c/water-purifiers',
    'https://www.facebook.com/nirmalhome',
    'mailto:care@nirmal.in',
    'tel:+911800000000',
  ])('keeps %j', (href) => {
    expect(safeContentHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    '//evil.com',
    'vbscript:x',
    'c/relative',
  ])('drops %j', (href) => {
    expect(safeContentHref(href)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it.each(['/uploads/icon.png', 'https://cdn.nirmal.in/icon.svg', 'data:image/svg+xml,%3Csvg%3E'])(
    'keeps %j',
    (url) => {
      expect(safeImageUrl(url)).toBe(url);
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd'])('drops %j', (url) => {
    expect(safeImageUrl(url)).toBeNull();
  });
});
