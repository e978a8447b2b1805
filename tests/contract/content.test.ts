import { ApiCallError, type ContentBlock } from '@nirmal/domain';
import { CONTENT_PAGES } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, useCommerceApi } from './support.ts';

const api = useCommerceApi();

const blockTexts = (blocks: readonly ContentBlock[]) =>
  blocks.flatMap((block) => {
    switch (block.kind) {
      case 'heading':
        return [block.text];
      case 'paragraph':
        return [block.runs.map((run) => run.text).join('')];
      case 'list':
        return block.items.map((runs) => runs.map((run) => run.text).join(''));
      case 'links':
        return block.links.map((link) => link.label);
    }
  });

describe('content pages (/cms/static-page/detail)', () => {
  it('publishes every content page with a title, a description and blocks whose links are safe', async () => {
    const { content } = browserFor(api());

    for (const slug of CONTENT_PAGES) {
      const page = await content.page(slug);

      expect(page.title, slug).not.toBe('');
      expect(page.description, slug).not.toBe('');
      expect(page.blocks.length, slug).toBeGreaterThan(1);
      const hrefs = page.blocks.flatMap((block) =>
        block.kind === 'paragraph'
          ? block.runs.map((run) => run.href)
          : block.kind === 'list'
            ? block.items.flat().map((run) => run.href)
            : block.kind === 'links'
              ? block.links.map((link) => link.href)
              : [],
      );
      for (const href of hrefs)
        if (href !== null) expect(href, slug).toMatch(/^(\/[^/]|https:|tel:|mailto:)/);
    }
  });

  it('gives the contact page the configured helpline and email, and the WhatsApp number, as links', async () => {
    const page = await browserFor(api()).content.page('contact-us');

    const runs = page.blocks.flatMap((block) => (block.kind === 'paragraph' ? block.runs : []));
    expect(runs).toContainEqual({ text: '1800 123 4567', href: 'tel:18001234567', strong: false });
    expect(runs).toContainEqual({ text: 'care@nirmal.in', href: 'mailto:care@nirmal.in', strong: false });
    expect(runs.some((run) => run.href?.startsWith('https://wa.me/918069151515'))).toBe(true);
  });

  it('names every AMC tier in the AMC terms, and what the product keeps in the privacy policy', async () => {
    const { content } = browserFor(api());

    const terms = blockTexts((await content.page('amc-new-terms-and-condition')).blocks).join('\n');
    for (const tier of ['Base', 'Silver', 'Gold', 'Platinum', 'Comprehensive'])
      expect(terms).toContain(`${tier}: `);

    const privacy = blockTexts((await content.page('privacy-policy')).blocks).join('\n');
    for (const kept of ['mobile number', 'addresses', 'orders', 'devices'])
      expect(privacy).toContain(`Your ${kept}`);
  });
});

describe('the blog (/cms/blog)', () => {
  it('lists the posts newest first, each of which opens with its blocks', async () => {
    const { content } = browserFor(api());

    const posts = await content.blogPosts();

    expect(posts.length).toBe(3);
    const dates = posts.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const summary of posts) {
      const post = await content.blogPost(summary.id);
      expect(post).toMatchObject(summary);
      expect(post.blocks.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for a post that does not exist', async () => {
    const error = await failureOf(browserFor(api()).content.blogPost('no-such-post'));

    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).status).toBe(404);
  });
});

describe('stores (/cms/get-efl-locations)', () => {
  it('lists stores in more than one city, each with an address, a pincode and a phone', async () => {
    const stores = await browserFor(api()).content.stores();

    expect(new Set(stores.map((store) => store.city)).size).toBeGreaterThan(1);
    for (const store of stores) {
      expect(store.addressLines.length).toBeGreaterThan(0);
      expect(store.pincode).toMatch(/^\d{6}$/);
      expect(store.phone).toMatch(/^\+91 /);
      expect(store.devicesOnDisplay.length).toBeGreaterThan(0);
      for (const device of store.devicesOnDisplay) expect(device.href).toMatch(/^\/dp\/[a-z0-9-]+$/);
    }
  });

  it('finds the stores near a pincode and of a city, and opens one store', async () => {
    const { content } = browserFor(api());

    const near = await content.stores({ pincode: '110017' });
    expect(near.map((store) => store.city)).toEqual(['Delhi']);
    expect(await content.stores({ city: 'mumbai' })).toHaveLength(1);

    const store = await content.store(String(near[0]?.id));
    expect(store).toEqual(near[0]);
    const missing = await failureOf(content.store('404'));
    expect((missing as ApiCallError).status).toBe(404);
  });
});

describe('cities served (/cms/cities)', () => {
  it('names each city served with its state, in order, and finds the stores of one with a store', async () => {
    const { content } = browserFor(api());

    const cities = await content.cities();

    expect(cities.map((city) => city.name)).toEqual([...cities.map((city) => city.name)].sort());
    expect(cities).toContainEqual(expect.objectContaining({ name: 'Bengaluru', state: 'Karnataka' }));
    const storeCities = new Set((await content.stores()).map((store) => store.city));
    for (const city of storeCities) expect(cities.map(({ name }) => name)).toContain(city);
  });
});

describe('blog categories (/cms/blog?category=)', () => {
  it('lists the posts of one category, each naming it', async () => {
    const { content } = browserFor(api());

    const [first] = await content.blogPosts();
    const inCategory = await content.blogPosts(first?.categoryId);

    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((post) => post.category === first?.category)).toBe(true);
    expect(inCategory).toContainEqual(first);
  });
});
