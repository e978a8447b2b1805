import { Link, Stack } from '@nirmal/design-system';
import { contentQueries, DEVICES_PATH } from '@nirmal/domain';
import type { ContentPageSlug } from '@nirmal/domain/contract';
import type { RouterContextProvider } from 'react-router';
import { seoMeta } from '../catalogue/seo.tsx';
import { categoryTree } from '../catalogue/sitemap.ts';
import { blogPostPath } from '../content/blog.ts';
import { CONTENT_PAGE_NAMES } from '../content/content-pages.ts';
import { requestState, warnUnavailable } from '../server/request-state.server.ts';
import type { Route } from './+types/sitemap-page';

interface SitemapLink {
  label: string;
  href: string;
  children?: SitemapLink[];
}

const ACCOUNT_LINKS: SitemapLink[] = [
  { label: 'Sign in', href: '/login' },
  { label: 'My account', href: '/customer/account/index' },
  { label: 'My devices', href: DEVICES_PATH },
  { label: 'My orders', href: '/ecom/orders' },
  { label: 'AMC plan orders', href: '/subscription/order/history' },
  { label: 'Cart', href: '/ecom/cart' },
  { label: 'Offers and coupons', href: '/easyrewardz/index/couponlist' },
];

/** What the catalogue or the blog cannot give now is left out; the rest of the map is still worth having. */
async function optional<Value>(
  context: Readonly<RouterContextProvider>,
  what: string,
  load: Promise<Value>,
): Promise<Value | null> {
  return load.catch((error: unknown) => {
    warnUnavailable(context, what, error);
    return null;
  });
}

/** The site's pages for people (`/sitemap.xml` is for search engines): categories, content pages and account pages. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { clients, queryClient } = requestState(context);
  const [categories, posts] = await Promise.all([
    optional(context, 'categories', categoryTree(clients.content, clients.catalogue)),
    optional(context, 'blog', queryClient.fetchQuery(contentQueries.blogPosts(clients.content))),
  ]);
  const sections: { title: string; links: SitemapLink[] }[] = [
    {
      title: 'Shop',
      links: (categories ?? []).map(({ name, path, children }) => ({
        label: name,
        href: `/c/${path}`,
        children: children.map((child) => ({ label: child.name, href: `/c/${child.path}` })),
      })),
    },
    {
      title: 'Nirmal',
      links: [
        ...Object.entries(CONTENT_PAGE_NAMES).map(([slug, label]) => ({
          label,
          href: `/${slug as ContentPageSlug}`,
        })),
        {
          label: 'Blog',
          href: '/blog',
          children: (posts ?? []).map((post) => ({ label: post.title, href: blogPostPath(post.id) })),
        },
        { label: 'Find a store', href: '/stores' },
      ],
    },
    { title: 'Your account', links: ACCOUNT_LINKS },
  ];
  return {
    sections: sections.filter(({ links }) => links.length > 0),
    canonicalUrl: new URL('/sitemap', url.origin).href,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: 'Sitemap | Nirmal',
    description:
      'Every part of the Nirmal site: products by category, service and AMC, the blog and your account.',
    canonicalUrl: loaderData?.canonicalUrl ?? '/sitemap',
  });

function Links({ links }: { links: readonly SitemapLink[] }) {
  return (
    <ul>
      {links.map(({ label, href, children }) => (
        <li key={href}>
          <Link href={href}>{label}</Link>
          {children && children.length > 0 && <Links links={children} />}
        </li>
      ))}
    </ul>
  );
}

export default function Sitemap({ loaderData: { sections } }: Route.ComponentProps) {
  return (
    <Stack gap={4}>
      <h1>Sitemap</h1>
      {sections.map(({ title, links }) => (
        <Stack as="section" gap={2} key={title}>
          <h2>{title}</h2>
          <Links links={links} />
        </Stack>
      ))}
    </Stack>
  );
}
