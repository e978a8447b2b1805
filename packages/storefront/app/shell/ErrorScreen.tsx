import { ErrorPage, Link, Stack } from '@nirmal/design-system';
import { categoryLinks } from '../catalogue/search-path.ts';
import { contentLinks } from './content-links.ts';
import { useShellContent } from './use-shell-content.ts';

const TITLES = { '404': 'Page not found | Nirmal', '500': 'Something went wrong | Nirmal' } as const;

/**
 * The page when rendering failed (500) or nothing lives at the address (404), §8: inside the site
 * frame, with a title, a way home and the header content's product categories to browse on from.
 */
export function ErrorScreen({ kind }: { kind: '404' | '500' }) {
  const { header } = useShellContent();
  const categories = categoryLinks(contentLinks(header?.nav ?? []));
  return (
    <Stack gap={6}>
      <title>{TITLES[kind]}</title>
      <ErrorPage variant={kind} homeHref="/" onRetry={() => window.location.reload()} />
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
