import { ErrorPage, Link, Stack } from '@nirmal/design-system';
import { useLayoutEffect } from 'react';
import { categoryLinks } from '../catalogue/search-path.ts';
import { contentLinks } from './content-links.ts';
import { useShellContent } from './use-shell-content.ts';

/** What each kind of failure says: `unreachable` is a page whose data never came (offline). */
const SCREENS = {
  '404': { variant: '404', documentTitle: 'Page not found | Nirmal' },
  '500': { variant: '500', documentTitle: 'Something went wrong | Nirmal' },
  unreachable: {
    variant: '500',
    documentTitle: 'No connection | Nirmal',
    title: 'We could not reach Nirmal',
    message: 'Check your connection, then try again.',
  },
} as const;

export type ErrorScreenKind = keyof typeof SCREENS;

/**
 * The page when rendering failed (500), nothing lives at the address (404) or the page's data
 * never came (§8): inside the site frame, with a title, a way home and the header content's
 * product categories to browse on from. It opens at its top: a page scrolled down when it failed
 * (a form near the footer) would otherwise show only the footer.
 */
export function ErrorScreen({ kind }: { kind: ErrorScreenKind }) {
  const { header } = useShellContent();
  const categories = categoryLinks(contentLinks(header?.nav ?? []));
  const { documentTitle, ...page } = SCREENS[kind];
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Stack gap={6}>
      <title>{documentTitle}</title>
      <ErrorPage
        {...page}
        showCode={kind !== 'unreachable'}
        homeHref="/"
        onRetry={() => window.location.reload()}
      />
      {categories.length > 0 && (
        <Stack as="nav" gap={3} aria-labelledby="browse-heading">
          <h2 id="browse-heading">Browse our products</h2>
          <Stack as="ul" gap={2}>
            {categories.map(({ label, href }) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
