import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { createContentClient, iconUrl } from './content.ts';

const media = (url: string, thumbnail?: string) => ({
  data: { attributes: { url, formats: thumbnail ? { thumbnail: { url: thumbnail } } : null } },
});

/** The content client over a fetch stand-in that answers every call with `body`. */
function contentClient(body: unknown) {
  const urls: string[] = [];
  const http = createHttpClient({
    apiBase: 'http://api.test',
    cmsBase: 'http://cms.test',
    clientType: 'web',
    fetch: async (input) => {
      urls.push(String(input));
      return Response.json(body);
    },
  });
  return { content: createContentClient(http), urls };
}

describe('iconUrl', () => {
  it('prefers the thumbnail format, else the original, else none', () => {
    expect(iconUrl(media('/uploads/big.png', '/uploads/thumb.png'))).toBe('/uploads/thumb.png');
    expect(iconUrl(media('/uploads/big.png'))).toBe('/uploads/big.png');
    expect(iconUrl({ data: null })).toBeNull();
    expect(iconUrl(null)).toBeNull();
  });

  it('drops an address that could run script', () => {
    expect(iconUrl(media('javascript:alert(1)'))).toBeNull();
  });
});

describe('content client', () => {
  it('removes the publishing timestamps from the app config', async () => {
    const attributes = {
      whatsappNumber: '919000000000',
      supportPhone: '18001234567',
      supportEmail: 'care@nirmal.in',
      webEngageLicenseCode: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      publishedAt: '2025-01-02T00:00:00.000Z',
    };
    const { content, urls } = contentClient({ data: { attributes } });

    const config = await content.appConfig();

    expect(config).toEqual({
      whatsappNumber: '919000000000',
      supportPhone: '18001234567',
      supportEmail: 'care@nirmal.in',
      webEngageLicenseCode: null,
    });
    expect(urls).toEqual(['http://cms.test/cms/app-config']);
  });

  it('asks for the header with its icons and gives icon addresses, leaving out unsafe links', async () => {
    const attributes = {
      nav: [
        { id: 1, label: 'Water Purifiers', href: '/c/water-purifiers', icon: media('/o.png', '/t.png') },
        { id: 2, label: 'Bad', href: 'javascript:alert(1)', icon: null },
      ],
      profile: [{ id: 3, label: 'My Devices', href: '/amc/my-devices', icon: media('/devices.png') }],
      featured: [],
    };
    const { content, urls } = contentClient({ data: { attributes } });

    const header = await content.header();

    expect(header).toEqual({
      nav: [{ id: 1, label: 'Water Purifiers', href: '/c/water-purifiers', iconUrl: '/t.png' }],
      profile: [{ id: 3, label: 'My Devices', href: '/amc/my-devices', iconUrl: '/devices.png' }],
      featured: [],
    });
    expect(urls).toEqual(['http://cms.test/cms/header?populate=nav.icon%2Cprofile.icon%2Cfeatured.icon']);
  });

  it('shapes the footer the same way, down to the column links', async () => {
    const attributes = {
      socialLinks: [{ id: 1, label: 'X', href: 'https://x.com/nirmal', icon: media('/x.png') }],
      footerLinks: [{ id: 2, label: 'Privacy', href: '/privacy-policy' }],
      moreShoppingLinks: [],
      columns: [
        {
          id: 3,
          title: 'Shop',
          list: [
            {
              id: 4,
              label: 'Water',
              links: [
                { id: 5, label: 'RO', href: '/c/ro' },
                { id: 6, label: 'Bad', href: 'data:text/html,x' },
              ],
            },
          ],
        },
      ],
    };
    const { content } = contentClient({ data: { attributes } });

    const footer = await content.footer();

    expect(footer.socialLinks).toEqual([
      { id: 1, label: 'X', href: 'https://x.com/nirmal', iconUrl: '/x.png' },
    ]);
    expect(footer.footerLinks).toEqual([{ id: 2, label: 'Privacy', href: '/privacy-policy' }]);
    expect(footer.columns[0]?.list[0]?.links).toEqual([{ id: 5, label: 'RO', href: '/c/ro' }]);
  });
});
