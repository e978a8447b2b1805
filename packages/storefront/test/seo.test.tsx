import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, breadcrumbList, scriptSafeJson, seoMeta } from '../app/catalogue/seo.tsx';

describe('structured data', () => {
  it('cannot be closed early by text inside it', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);

    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>');
    expect(JSON.parse(scriptSafeJson({ name: '<b>' }))).toEqual({ name: '<b>' });
  });

  it('numbers breadcrumbs from one', () => {
    const list = breadcrumbList([
      { name: 'Home', url: 'https://nirmal.test/' },
      { name: 'Water purifiers', url: 'https://nirmal.test/c/water-purifiers' },
    ]);

    expect(list.itemListElement.map(({ position, item }) => [position, item])).toEqual([
      [1, 'https://nirmal.test/'],
      [2, 'https://nirmal.test/c/water-purifiers'],
    ]);
  });
});

describe('page meta', () => {
  it('gives the canonical link and Open Graph from one description of the page', () => {
    const meta = seoMeta({
      title: 'Water purifiers | Nirmal',
      description: 'RO and UV purifiers',
      canonicalUrl: 'https://nirmal.test/c/water-purifiers',
      imageUrl: '/images/products/aqua-ro.svg',
    });

    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://nirmal.test/c/water-purifiers',
    });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://nirmal.test/images/products/aqua-ro.svg',
    });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Water purifiers | Nirmal' });
  });
});
