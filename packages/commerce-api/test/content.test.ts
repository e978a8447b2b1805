import { describe, expect, test } from 'vitest';
import {
  appConfigAnswerSchema,
  contentPageSchema,
  errorAnswerSchema,
  featureFlagsAnswerSchema,
  footerAnswerSchema,
  headerAnswerSchema,
  locationAnswerSchema,
} from '@nirmal/domain/contract';
import { testApi } from './support.ts';

describe('shell content', () => {
  test('feature flags', async () => {
    const api = await testApi();
    const answer = featureFlagsAnswerSchema.parse(await (await api.request('/api/features')).json());
    expect(answer).toEqual({ data: { globalSaleAssist: true, isAQIEnabled: true } });
  });

  test('header, footer and app config follow the contract, with icons that need no outside host', async () => {
    const api = await testApi();
    const populate = '?populate=nav.icon,profile.icon,featured.icon';
    const header = headerAnswerSchema.parse(await (await api.request(`/cms/header${populate}`)).json());
    expect(header.data.attributes.nav.map((link) => link.label)).toEqual([
      'Water Purifiers',
      'Air Purifiers',
      'Vacuum Cleaners',
      'Service & AMC',
    ]);
    const footer = footerAnswerSchema.parse(await (await api.request('/cms/footer?populate=deep')).json());
    expect(footer.data.attributes.columns.length).toBeGreaterThan(0);

    const { nav, profile, featured } = header.data.attributes;
    const { socialLinks, moreShoppingLinks } = footer.data.attributes;
    const icons = [...nav, ...profile, ...featured, ...socialLinks, ...moreShoppingLinks].map(
      (link) => link.icon,
    );
    for (const icon of icons.filter(Boolean)) {
      const url = icon?.data?.attributes.url ?? '';
      expect(url).toMatch(/^\/cms\/uploads\/icons\/[a-zA-Z]+\.svg$/);
      const file = await api.request(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/svg+xml');
      expect(file.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await file.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    }
    expect((await api.request('/cms/uploads/icons/nothing.svg')).status).toBe(404);
    expect((await api.request('/cms/uploads/icons/constructor.svg')).status).toBe(404);

    const config = appConfigAnswerSchema.parse(await (await api.request('/cms/app-config')).json());
    expect(config.data.attributes.whatsappNumber).toMatch(/^91\d{10}$/);
    expect(Date.parse(config.data.attributes.publishedAt)).not.toBeNaN();
  });
});

describe('care contacts', () => {
  test('the app config and the content pages give the configured helpline and email', async () => {
    const api = await testApi({
      config: { support: { helpline: '1800 419 0000', email: 'help@nirmal.co.in' } },
    });
    const config = appConfigAnswerSchema.parse(await (await api.request('/cms/app-config')).json());
    expect(config.data.attributes).toMatchObject({
      supportPhone: '1800 419 0000',
      supportEmail: 'help@nirmal.co.in',
    });

    for (const slug of ['contact-us', 'privacy-policy']) {
      const answer = await api.request(`/cms/static-page/detail?slug=${slug}`);
      const { data } = (await answer.json()) as { data: { attributes: unknown } };
      const page = contentPageSchema.parse(data.attributes);
      const runs = page.blocks.flatMap((block) =>
        block.kind === 'paragraph' ? block.runs : block.kind === 'list' ? block.items.flat() : [],
      );
      expect(runs, slug).toContainEqual(
        expect.objectContaining({ text: 'help@nirmal.co.in', href: 'mailto:help@nirmal.co.in' }),
      );
      expect(JSON.stringify(runs), slug).not.toMatch(/support:|nirmal\.example/);
    }
    const contact = await api.request('/cms/static-page/detail?slug=contact-us');
    expect(JSON.stringify(await contact.json())).toContain(
      '{"text":"1800 419 0000","href":"tel:18004190000"',
    );
  });
});

describe('location', () => {
  test('echoes the location headers as headers and JSON', async () => {
    const api = await testApi();
    const response = await api.request('/api/public/location', {
      headers: { 'x-user-city': 'Pune', 'x-user-lat': '18.5204', 'x-user-long': '73.8567' },
    });
    expect(locationAnswerSchema.parse(await response.json())).toEqual({
      data: { city: 'Pune', latitude: 18.5204, longitude: 73.8567 },
    });
    expect(response.headers.get('x-user-city')).toBe('Pune');
    expect(response.headers.get('x-user-lat')).toBe('18.5204');
    expect(response.headers.get('x-user-long')).toBe('73.8567');
  });

  test('answers nulls and no headers when the location is unknown', async () => {
    const api = await testApi();
    const response = await api.request('/api/public/location');
    expect(locationAnswerSchema.parse(await response.json()).data).toEqual({
      city: null,
      latitude: null,
      longitude: null,
    });
    expect(response.headers.get('x-user-city')).toBeNull();
  });

  test('places a visitor the edge did not in the configured default city, at the middle of its localities', async () => {
    const api = await testApi({ config: { defaultCity: 'bengaluru' } });
    const response = await api.request('/api/public/location');
    const { data } = locationAnswerSchema.parse(await response.json());
    expect(data.city).toBe('Bengaluru');
    expect(data.latitude).toBeCloseTo(12.97, 0);
    expect(data.longitude).toBeCloseTo(77.6, 0);
    expect(response.headers.get('x-user-city')).toBe('Bengaluru');
    expect(response.headers.get('x-user-lat')).toBe(String(data.latitude));
    expect(response.headers.get('x-user-long')).toBe(String(data.longitude));
    // What the edge detected comes first.
    const edge = await api.request('/api/public/location', { headers: { 'x-user-city': 'Pune' } });
    expect(locationAnswerSchema.parse(await edge.json()).data.city).toBe('Pune');
  });

  test('a default city the gazetteer does not know is named without coordinates', async () => {
    const api = await testApi({ config: { defaultCity: 'Atlantis' } });
    const response = await api.request('/api/public/location');
    expect(locationAnswerSchema.parse(await response.json()).data).toEqual({
      city: 'Atlantis',
      latitude: null,
      longitude: null,
    });
  });

  test('a coordinate that is not a number of degrees is a 400', async () => {
    const api = await testApi();
    const response = await api.request('/api/public/location', { headers: { 'x-user-lat': 'north' } });
    expect(response.status).toBe(400);
    expect(errorAnswerSchema.parse(await response.json()).message).toBe(
      'Latitude must be a number of degrees.',
    );
    expect((await api.request('/api/public/location', { headers: { 'x-user-long': '181' } })).status).toBe(
      400,
    );
  });
});
