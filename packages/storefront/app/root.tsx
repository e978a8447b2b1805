import { GlobalStyles, NavigationProvider, ThemeProvider } from '@nirmal/design-system';
import { useCallback, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import { revalidateUnlessOnlySearchChanged } from './routing/layout-revalidation.ts';
import { isUnreachable } from './routing/unreachable.ts';
import { requestStateMiddleware } from './server/request-state.server.ts';
import { loadShell } from './server/shell.server.ts';
import { ErrorScreen } from './shell/ErrorScreen.tsx';
import { Shell } from './shell/Shell.tsx';
import { AppStateProvider } from './state/app-state.tsx';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const middleware: Route.MiddlewareFunction[] = [requestStateMiddleware];

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadShell(request, url, context);
}

/**
 * The document, the app state and the site frame. The error pages render inside it too, so they
 * keep the header, footer and menu, and the stores and query cache outlive them.
 */
export function Layout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // One function for the life of the page: a new one on each render of the layout (every
  // navigation) would re-render every design-system link that reads it.
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate]);
  // Undefined only when the root loader itself failed: the frame then shows without content.
  const shell = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b57a4" />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider>
          <GlobalStyles />
          <NavigationProvider navigate={navigateTo}>
            <AppStateProvider snapshot={shell?.snapshot} dehydratedState={shell?.dehydratedState}>
              <Shell>{children}</Shell>
            </AppStateProvider>
          </NavigationProvider>
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page whose data never came (the connection dropped) says so, and Try again loads it again.
  if (isUnreachable(error)) return <ErrorScreen kind="unreachable" />;
  // The 500 page is shown once anything fails (§4, §8); the cause goes to the log, not the customer.
  if (!notFound) console.error(error);
  return <ErrorScreen kind={notFound ? '404' : '500'} />;
}
