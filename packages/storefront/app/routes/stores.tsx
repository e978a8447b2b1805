import { Link, Stack, StoreCard } from '@nirmal/design-system';
import {
  contentQueries,
  directionsUrl,
  storeFinderQuery,
  storePath,
  type StoreContent,
} from '@nirmal/domain';
import { storeFinderQuerySchema } from '@nirmal/domain/contract';
import { seoMeta } from '../catalogue/seo.tsx';
import { requestState, warnUnavailable } from '../server/request-state.server.ts';
import { StoreFinder } from '../stores/StoreFinder.tsx';
import type { Route } from './+types/stores';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { clients, queryClient } = requestState(context);
  // The city choices are a shortcut: the finder works without them.
  const cities = queryClient.fetchQuery(contentQueries.cities(clients.content)).catch((error: unknown) => {
    warnUnavailable(context, 'cities', error);
    return [];
  });
  return { ...(await findStores(url, context)), cities: await cities };
}

async function findStores(url: URL, context: Route.LoaderArgs['context']) {
  const { clients, queryClient } = requestState(context);
  const near = (url.searchParams.get('near') ?? '').trim();
  const canonicalUrl = new URL('/stores', url.origin).href;
  const allStores = () => queryClient.fetchQuery(contentQueries.stores(clients.content));
  // The contract's own rule, so the visitor reads what the content service would answer.
  const checked = storeFinderQuerySchema.safeParse(storeFinderQuery(near));
  if (!checked.success)
    return {
      near,
      stores: await allStores(),
      found: null,
      problem: checked.error.issues[0]?.message ?? null,
      canonicalUrl,
    };
  const found =
    near === '' ? null : await queryClient.fetchQuery(contentQueries.stores(clients.content, checked.data));
  return { near, stores: found?.length ? found : await allStores(), found, problem: null, canonicalUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: 'Find a store | Nirmal',
    description: 'See and try Nirmal purifiers and vacuum cleaners in our stores, city by city.',
    canonicalUrl: loaderData?.canonicalUrl ?? '/stores',
  });

function byCity(stores: readonly StoreContent[]): Map<string, StoreContent[]> {
  const cities = new Map<string, StoreContent[]>();
  for (const store of stores) cities.set(store.city, [...(cities.get(store.city) ?? []), store]);
  return cities;
}

/** What the list below the finder is: stores near what was asked, or all of them. */
function resultHeading(near: string, found: readonly StoreContent[] | null): string {
  if (found === null) return 'All our stores';
  if (found.length === 0) return `We have no store near ${near} yet. Here are all our stores.`;
  return `Stores near ${near}`;
}

export default function Stores({
  loaderData: { near, stores, found, problem, cities },
}: Route.ComponentProps) {
  return (
    <Stack gap={4}>
      <h1>Find a store</h1>
      <p>See our purifiers and vacuum cleaners working, and take one home, in these stores.</p>
      <StoreFinder near={near} problem={problem} />
      {cities.length > 0 && (
        <nav aria-label="Cities we serve">
          <Stack as="ul" direction="row" gap={3} wrap>
            {cities.map((city) => (
              <li key={city.id}>
                <Link
                  href={`/stores?${new URLSearchParams({ near: city.name })}`}
                  aria-current={city.name.toLowerCase() === near.toLowerCase() ? 'page' : undefined}
                >
                  {city.name}
                </Link>
              </li>
            ))}
          </Stack>
        </nav>
      )}
      <p role="status">{resultHeading(near, found)}</p>
      {[...byCity(stores)].map(([city, cityStores]) => (
        <Stack as="section" gap={3} key={city} aria-label={city}>
          <h2>{city}</h2>
          <Stack as="ul" gap={3}>
            {cityStores.map((store) => (
              <li key={store.id}>
                <StoreCard
                  name={store.name}
                  addressLines={store.addressLines}
                  city={store.city}
                  pincode={store.pincode}
                  openingHours={store.openingHours}
                  phone={store.phone}
                  href={storePath(store.id)}
                  directionsHref={directionsUrl(store.latitude, store.longitude)}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
