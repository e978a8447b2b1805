// The performance budgets of ARCHITECTURE.md, in one place: `pnpm test` fails a build whose
// JavaScript exceeds them, and the benchmark scripts print their figures against them.

/** JavaScript a route sends before it is interactive, gzip, in KB (1 KB = 1024 bytes). */
export const javascriptBudgets = {
  /** Entry, root and the route's own modules with everything they import, framework included. */
  firstLoadKb: 150,
  /** What the route adds beyond the entry and the root layout. */
  routeOwnKb: 25,
} as const;

/** Lighthouse mobile (its default slow-4G network and 4× CPU throttling), per page. */
export const lighthouseBudgets = {
  performance: 100,
  accessibility: 100,
  largestContentfulPaintMs: 1500,
  totalBlockingTimeMs: 50,
  cumulativeLayoutShift: 0,
} as const;

/** Server rendering of `/` against the same server sending that page's HTML as a static file. */
export const serverRenderingBudget = { minShareOfStaticRequestsPerSecond: 1 / 4 } as const;

/** What one design-system component costs a consumer beyond react, react-dom and styled-components. */
export const componentImportBudget = { maxGzipKb: 3 } as const;
