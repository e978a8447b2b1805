import type { StoreContent } from '@nirmal/domain';

/** A store as search engines read it (schema.org Store), so its address and hours show with its name. */
export function storeJsonLd(store: StoreContent, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.name,
    url,
    telephone: store.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.addressLines.join(', '),
      addressLocality: store.city,
      postalCode: store.pincode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
  };
}
