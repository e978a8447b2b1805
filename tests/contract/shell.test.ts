import {
  ContentError,
  FlagsStore,
  LocationStore,
  createContentClient,
  createHttpClient,
} from '@nirmal/domain';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, useCommerceApi } from './support.ts';

const api = useCommerceApi();

describe('the shell loads through the domain clients', () => {
  it('reads the app config without its publishing timestamps', async () => {
    const config = await browserFor(api()).content.appConfig();

    expect(config).not.toHaveProperty('createdAt');
    expect(config).not.toHaveProperty('publishedAt');
    expect(config.whatsappNumber).toMatch(/^\d+$/);
    expect(config.supportPhone).not.toBe('');
  });

  it('reads the header links with an icon address each', async () => {
    const header = await browserFor(api()).content.header();

    for (const links of [header.nav, header.profile, header.featured]) {
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.href).toMatch(/^\/[^/]/);
        expect(link.iconUrl).toMatch(/^\/cms\/uploads\/icons\/\w+\.svg$/);
      }
    }
    expect(header.profile.map((link) => link.href)).toContain('/amc/my-devices');
  });

  it('reads the footer: social links with icons, links, shopping links and columns of link lists', async () => {
    const footer = await browserFor(api()).content.footer();

    expect(footer.socialLinks.every((link) => link.href.startsWith('https://') && link.iconUrl)).toBe(true);
    expect(footer.footerLinks.length).toBeGreaterThan(0);
    expect(footer.moreShoppingLinks.length).toBeGreaterThan(0);
    expect(footer.columns.length).toBeGreaterThan(0);
    expect(
      footer.columns.flatMap((column) => column.list.flatMap((group) => group.links)).length,
    ).toBeGreaterThan(0);
  });

  it('reads the home page’s hero and offers from its content document', async () => {
    const home = await browserFor(api()).content.home();

    expect(home.hero.title).not.toBe('');
    expect(home.hero.action?.href).toMatch(/^\/c\//);
    expect(home.offers.length).toBeGreaterThan(0);
    for (const offer of home.offers) {
      expect(offer.title).not.toBe('');
      expect(offer.link.href).toMatch(/^\//);
    }
  });

  it('refuses a static page that is not published by name, and the shell documents by the page path', async () => {
    for (const slug of ['no-such-page', 'header']) {
      const response = await fetch(`${api().url}/cms/static-page/detail?slug=${slug}`);

      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Static pages: home, about-us,');
    }
  });

  it('loads the feature flags into the store', async () => {
    const flags = new FlagsStore();

    await flags.loadIfEmpty(browserFor(api()).flags);

    expect(flags.isEmpty).toBe(false);
    expect(typeof flags.globalSaleAssist).toBe('boolean');
    expect(typeof flags.isAQIEnabled).toBe('boolean');
  });

  it('reads the location from the answer headers, forwarded from the incoming request', async () => {
    const incoming = new Headers({
      'x-user-city': 'Pune',
      'x-user-lat': '18.5204',
      'x-user-long': '73.8567',
    });
    const location = new LocationStore();

    const answer = await browserFor(api()).location.get({ forwardFrom: incoming });
    location.update(answer.fromHeaders);

    expect(answer.fromHeaders).toEqual({ city: 'Pune', latitude: 18.5204, longitude: 73.8567 });
    expect(answer.body).toEqual(answer.fromHeaders);
    expect(location.value).toBe('Pune:18.5204:73.8567');
  });

  it('gives nulls when no location was detected', async () => {
    const answer = await browserFor(api()).location.get();

    expect(answer.fromHeaders).toEqual({ city: null, latitude: null, longitude: null });
    expect(answer.body).toEqual({ city: null, latitude: null, longitude: null });
  });

  it('turns a content service that is down into the generic ContentError', async () => {
    const http = createHttpClient({ apiBase: api().url, cmsBase: `${api().url}/nowhere`, clientType: 'web' });

    const error = await failureOf(createContentClient(http).header());

    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ message: 'Something went wrong', status: 404 });
  });
});
