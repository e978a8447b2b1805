import type { CatalogueClient, ContentClient } from '@nirmal/domain';
import { MAX_PAGE_SIZE, type CategoryLink } from '@nirmal/domain/contract';
import { categoryLinks } from './search-path.ts';

/** The top categories' paths (`water-purifiers`), as the header names them. */
const topCategories = async (content: ContentClient) =>
  categoryLinks((await content.header()).nav).map(({ href }) => href.slice('/c/'.length));

/** The top categories with their subcategories, named as the catalogue names them. */
export async function categoryTree(
  content: ContentClient,
  catalogue: CatalogueClient,
): Promise<(CategoryLink & { children: CategoryLink[] })[]> {
  const tops = await topCategories(content);
  return Promise.all(
    tops.map(async (category) => {
      const { slug, name, path, children } = (await catalogue.listing({ category, pageSize: 1 })).category;
      return { slug, name, path, children };
    }),
  );
}

/** Every page of the catalogue: the top categories the header names, their subcategories, every product. */
export async function cataloguePaths(content: ContentClient, catalogue: CatalogueClient): Promise<string[]> {
  const tops = await topCategories(content);
  const perTop = await Promise.all(
    tops.map(async (category) => {
      const paths: string[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const listing = await catalogue.listing({ category, page, pageSize: MAX_PAGE_SIZE });
        pages = listing.pagination.totalPages;
        if (page === 1)
          paths.push(`/c/${category}`, ...listing.category.children.map(({ path }) => `/c/${path}`));
        paths.push(...listing.products.map(({ slug }) => `/dp/${slug}`));
      }
      return paths;
    }),
  );
  return ['/', ...new Set(perTop.flat())];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
