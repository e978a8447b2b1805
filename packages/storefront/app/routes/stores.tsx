import { Link, Stack } from '@nirmal/design-system';
import { contentQueries } from '@nirmal/domain';
import type { Store } from '@nirmal/domain/contract';
import { Fragment } from 'react';
import { seoMeta } from '../catalogue/seo.tsx';
import { requestState } from '../server/request-state.server.ts';
import type { Route } from './+types/stores';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { clients, queryClient } = requestState(context);
  const stores = await queryClient.fetchQuery(contentQueries.stores(clients.content));
  return { stores, canonicalUrl: new URL('/stores', url.origin).href };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: 'Find a store | Nirmal',
    description: 'See and try Nirmal purifiers and vacuum cleaners in our stores, city by city.',
    canonicalUrl: loaderData?.canonicalUrl ?? '/stores',
  });

function byCity(stores: readonly Store[]): Map<string, Store[]> {
  const cities = new Map<string, Store[]>();
  for (const store of stores) cities.set(store.city, [...(cities.get(store.city) ?? []), store]);
  return cities;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export default function Stores({ loaderData: { stores } }: Route.ComponentProps) {
  return (
    <Stack gap={4}>
      <h1>Find a store</h1>
      <p>See our purifiers and vacuum cleaners working, and take one home, in these stores.</p>
      {[...byCity(stores)].map(([city, cityStores]) => (
        <Stack as="section" gap={3} key={city}>
          <h2>{city}</h2>
          <Stack as="ul" gap={3}>
            {cityStores.map((store) => (
              <Stack as="li" gap={1} key={store.id}>
                <h3>{store.name}</h3>
                <address>
                  {store.addressLines.map((line) => (
                    <Fragment key={line}>
                      {line}
                      <br />
                    </Fragment>
                  ))}
                  {store.city} {store.pincode}
                </address>
                <p>{store.openingHours}</p>
                <p>
                  <Link href={telHref(store.phone)}>{store.phone}</Link>
                </p>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
