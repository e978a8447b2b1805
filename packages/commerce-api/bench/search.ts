/**
 * How fast the catalogue's search answers on the embedded database: 100 suggestion calls (a shopper
 * typing, typos included: the categories named and 4 products) and 100 result pages with their
 * facets, median and 95th percentile. `pnpm --filter @nirmal/commerce-api bench:search`.
 */
import { categoriesNamed } from '../src/modules/catalogue/categories.ts';
import { listingFacets, listProducts } from '../src/modules/catalogue/listings.ts';
import { openCatalogueDatabase } from '../test/catalogue-database.ts';

const typed = ['ro water purifier', 'vacum cleaner', 'air purifer bedroom', 'robovac mop', 'copper ro+uv'];
/** Every prefix a shopper passes through while typing each phrase, cycled to 100. */
const prefixes = typed.flatMap((phrase) => Array.from(phrase, (_, index) => phrase.slice(0, index + 1)));
const searches = [
  'water purifer',
  'vacuum',
  'hepa',
  'under sink',
  'wet and dry',
  'purifier 7 l',
  'handheld pet',
];
const RUNS = 100;

function summary(timings: number[]): string {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms over ${sorted.length}`;
}

async function time(runs: number, call: (index: number) => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await call(index);
    timings.push(performance.now() - start);
  }
  return timings;
}

const db = await openCatalogueDatabase(new Date());
try {
  // The first calls plan and cache; a shopper's session is past them.
  const suggest = async (text: string) => {
    await categoriesNamed(db, text);
    await listProducts(db, { text, pageSize: 4 });
  };
  await time(10, (index) => suggest(prefixes[index] ?? ''));
  const suggestions = await time(RUNS, (index) => suggest(prefixes[index % prefixes.length] ?? ''));
  const results = await time(RUNS, async (index) => {
    const query = { text: searches[index % searches.length], pincode: '560034' };
    await listProducts(db, query);
    await listingFacets(db, query);
  });
  console.log(`Suggestions while typing: ${summary(suggestions)}`);
  console.log(`Search results with facets: ${summary(results)}`);
  // Forty products fit in a page, so the planner scans them; with scans ruled out the plan shows
  // the indexes that take over as the catalogue grows.
  await db.exec('SET enable_seqscan = off');
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT product_id FROM products WHERE search_document @@ to_tsquery('english', 'purif:*')`,
  );
  const terms = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT word FROM search_terms WHERE word % 'vacum'`,
  );
  console.log([...plan, ...terms].map((row) => row['QUERY PLAN']).join('\n'));
} finally {
  await db.close();
}
