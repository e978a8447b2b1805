import { describe, expect, it } from 'vitest';
import { readConfig } from '../server/config.ts';

describe('readConfig', () => {
  it('shares pages for 30 seconds unless SHARED_PAGE_SECONDS says otherwise, 0 meaning never', () => {
    expect(readConfig({}).sharedPageSeconds).toBe(30);
    expect(readConfig({ SHARED_PAGE_SECONDS: '0' }).sharedPageSeconds).toBe(0);
    expect(readConfig({ SHARED_PAGE_SECONDS: '120' }).sharedPageSeconds).toBe(120);
  });

  it('refuses a SHARED_PAGE_SECONDS that is not a whole number of seconds, saying what it got', () => {
    for (const value of ['half a minute', '-1', '1.5']) {
      expect(() => readConfig({ SHARED_PAGE_SECONDS: value })).toThrow(
        `SHARED_PAGE_SECONDS must be a whole number of seconds, 0 or more (got "${value}").`,
      );
    }
  });

  it('shares pages only of STOREFRONT_URL, by default the local address of its own port', () => {
    expect(readConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(readConfig({ STOREFRONT_PORT: '3100' }).publicOrigin).toBe('http://localhost:3100');
    expect(readConfig({ STOREFRONT_URL: 'https://WWW.nirmal.in:443/' }).publicOrigin).toBe(
      'https://www.nirmal.in',
    );
    expect(() => readConfig({ STOREFRONT_URL: 'www.nirmal.in' })).toThrow(
      'STOREFRONT_URL must be an absolute URL such as http://localhost:4000 (got "www.nirmal.in").',
    );
  });
});
