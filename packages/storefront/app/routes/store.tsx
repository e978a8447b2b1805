import { DescriptionList, Link, Stack } from '@nirmal/design-system';
import { contentQueries, directionsUrl, storePath } from '@nirmal/domain';
import { telHref } from '@nirmal/format';
import { Fragment } from 'react';
import { data } from 'react-router';
import { JsonLd, seoMeta } from '../catalogue/seo.tsx';
import { notFoundWhenUnpublished } from '../content/unpublished.server.ts';
import { requestState } from '../server/request-state.server.ts';
import { storeJsonLd } from '../stores/store-json-ld.ts';
import { StoreMapSection } from '../stores/StoreMapSection.tsx';
import type { Route } from './+types/store';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { clients, queryClient } = requestState(context);
  // Only a number can be a store: anything else is the 404 page without asking the content service.
  if (!/^\d{1,9}$/.test(params.storeId)) throw data(null, { status: 404 });
  const store = await queryClient
    .fetchQuery(contentQueries.store(clients.content, params.storeId))
    .catch(notFoundWhenUnpublished);
  return { store, canonicalUrl: new URL(storePath(store.id), url.origin).href };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${loaderData.store.name} | Nirmal stores`,
        description: `Address, opening hours and phone of ${loaderData.store.name}, ${loaderData.store.city}, and the devices you can try there.`,
        canonicalUrl: loaderData.canonicalUrl,
      })
    : [];

export default function Store({ loaderData: { store, canonicalUrl } }: Route.ComponentProps) {
  return (
    <Stack gap={4}>
      <Link href="/stores">All stores</Link>
      <h1>{store.name}</h1>
      <DescriptionList
        items={[
          {
            label: 'Address',
            value: (
              <>
                {store.addressLines.map((line, index) => (
                  <Fragment key={index}>
                    {line}
                    <br />
                  </Fragment>
                ))}
                {store.city} {store.pincode}
              </>
            ),
          },
          { label: 'Opening hours', value: store.openingHours },
          { label: 'Phone', value: <Link href={telHref(store.phone)}>{store.phone}</Link> },
          {
            label: 'Map',
            value: (
              <Link href={directionsUrl(store.latitude, store.longitude)} external>
                Get directions
              </Link>
            ),
          },
        ]}
      />
      <Stack as="section" gap={2} aria-labelledby="store-map">
        <h2 id="store-map">On the map</h2>
        <StoreMapSection name={store.name} latitude={store.latitude} longitude={store.longitude} />
      </Stack>
      <Stack as="section" gap={2} aria-labelledby="on-display">
        <h2 id="on-display">Devices on display</h2>
        {store.devicesOnDisplay.length > 0 ? (
          <>
            <p>Try these here, and ask us for a demonstration:</p>
            <Stack as="ul" gap={2}>
              {store.devicesOnDisplay.map((device) => (
                <li key={device.id}>
                  <Link href={device.href}>{device.label}</Link>
                </li>
              ))}
            </Stack>
          </>
        ) : (
          <p>Call the store to ask which devices you can see today.</p>
        )}
      </Stack>
      <JsonLd data={storeJsonLd(store, canonicalUrl)} />
    </Stack>
  );
}
