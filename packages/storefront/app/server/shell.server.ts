import {
  CLIENT_COOKIE,
  FLUTTER_CLIENT_COOKIE_VALUE,
  ANALYTICS_CONSENT_COOKIE,
  readConsent,
  contentQueries,
  createRootStore,
  locationFromHeaders,
  type RootSnapshot,
} from '@nirmal/domain';
import type { DehydratedState } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import { requestCart } from './cart.server.ts';
import { readCookies } from './cookies.server.ts';
import { prefetch, requestState, warnUnavailable } from './request-state.server.ts';

export interface ShellData {
  snapshot: Required<RootSnapshot>;
  /** The shell content (header, footer, configuration) for the browser's query cache. */
  dehydratedState: DehydratedState;
}

/**
 * The shell loads of §7 for one request: configuration, header and footer into the query cache,
 * flags into the store, each failure tolerated; the profile (asked with the login cookie only);
 * the city from the request's headers; the cart for the header's count (see requestCart).
 */
export async function loadShell(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<ShellData> {
  const { clients, profile } = requestState(context);
  const [dehydratedState, flags, customer, cart] = await Promise.all([
    prefetch(
      context,
      contentQueries.appConfig(clients.content),
      contentQueries.header(clients.content),
      contentQueries.footer(clients.content),
      contentQueries.publicEnv(clients.env),
    ),
    clients.flags.get().catch((error: unknown) => {
      // Flags that cannot be had read as "off" (§8).
      warnUnavailable(context, 'feature flags', error);
      return {};
    }),
    profile(),
    requestCart(request, url, context),
  ]);

  const store = createRootStore({ cart });
  store.profile.setProfile(customer);
  store.flags.setFlags(flags);
  const cookies = readCookies(request);
  store.shell.setFlutterClient(cookies.get(CLIENT_COOKIE) === FLUTTER_CLIENT_COOKIE_VALUE);
  store.shell.setAnalyticsConsent(readConsent(cookies.get(ANALYTICS_CONSENT_COOKIE) ?? null));
  store.location.update(locationFromHeaders(request.headers));
  return { snapshot: store.serialize(), dehydratedState };
}
