import {
  CLIENT_COOKIE,
  FLUTTER_CLIENT_COOKIE_VALUE,
  createRootStore,
  isProtectedPath,
  locationFromHeaders,
  loginPathFor,
  type Footer,
  type RootSnapshot,
} from '@nirmal/domain';
import { LOGIN_COOKIE, type AppConfig } from '@nirmal/domain/contract';
import { redirect } from 'react-router';
import { readCookies } from './cookies.server.ts';
import { requestClients } from './request-clients.server.ts';

export interface ShellData {
  snapshot: Required<RootSnapshot>;
  footer: Footer | null;
  appConfig: AppConfig | null;
}

function settled<Value>(result: PromiseSettledResult<Value>, what: string): Value | null {
  if (result.status === 'fulfilled') return result.value;
  // The page goes on without this piece (§7, §8); the log says which piece and why.
  console.warn(
    `shell: ${what} unavailable:`,
    result.reason instanceof Error ? result.reason.message : result.reason,
  );
  return null;
}

/**
 * The shell loads of §7 for one request: flags, configuration, header and footer in parallel, each
 * failure tolerated; the profile with the request's cookie only when the login cookie exists; the
 * city from the request's headers. A protected page without a signed-in customer goes to sign-in.
 */
export async function loadShell(request: Request): Promise<ShellData> {
  const url = new URL(request.url);
  const cookies = readCookies(request);
  const clients = requestClients(request);
  const [flags, appConfig, header, footer, profile] = await Promise.allSettled([
    clients.flags.get(),
    clients.content.appConfig(),
    clients.content.header(),
    clients.content.footer(),
    cookies.has(LOGIN_COOKIE) ? clients.profile.get() : Promise.resolve(null),
  ]);

  const store = createRootStore();
  store.profile.setProfile(profile.status === 'fulfilled' ? profile.value : null);
  if (isProtectedPath(url.pathname) && !store.profile.isLoggedIn) {
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  store.flags.setFlags(settled(flags, 'feature flags') ?? {});
  store.shell.setHeader(settled(header, 'header content'));
  store.shell.setFlutterClient(cookies.get(CLIENT_COOKIE) === FLUTTER_CLIENT_COOKIE_VALUE);
  store.location.update(locationFromHeaders(request.headers));

  return {
    snapshot: store.serialize(),
    footer: settled(footer, 'footer content'),
    appConfig: settled(appConfig, 'app configuration'),
  };
}
