import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description: string;
  /** The page's one address, absolute, without the parameters that only narrow or sort it. */
  canonicalUrl: string;
  imageUrl?: string;
  /** Open Graph's type: `product` on a product's page. @default 'website' */
  type?: 'website' | 'product';
}

/** Title, description, canonical link and Open Graph for a catalogue page. */
export function seoMeta({
  title,
  description,
  canonicalUrl,
  imageUrl,
  type = 'website',
}: PageSeo): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: 'Nirmal' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    ...(imageUrl ? [{ property: 'og:image', content: new URL(imageUrl, canonicalUrl).href }] : []),
  ];
}

/**
 * JSON as the body of a script element: `<` is escaped so no text inside (a product name, a
 * category's description) can close the element and start markup of its own.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines; a data block, never run, so the CSP's script rules do not apply. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}

/** A BreadcrumbList of the pages above and the page itself, each with its absolute address. */
export function breadcrumbList(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}
