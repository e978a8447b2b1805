import { GlobalStyles, NavigationProvider, ThemeProvider } from '@nirmal/design-system';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
} from 'react-router';
import { loadShell } from './server/shell.server.ts';
import { ErrorScreen } from './shell/ErrorScreen.tsx';
import { Shell } from './shell/Shell.tsx';
import { AppStateProvider } from './state/app-state.tsx';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: Route.LoaderArgs) {
  return loadShell(request);
}

export function Layout({ children }: { children: ReactNode }) {
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
          {children}
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(href) => void navigate(href)}>
      <AppStateProvider snapshot={loaderData.snapshot}>
        <Shell footer={loaderData.footer} appConfig={loaderData.appConfig}>
          <Outlet />
        </Shell>
      </AppStateProvider>
    </NavigationProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The 500 page is shown once anything fails (§4, §8); the cause goes to the log, not the customer.
  if (!notFound) console.error(error);
  return <ErrorScreen kind={notFound ? '404' : '500'} />;
}
