/**
 * How an SVG of ours is served. An SVG opened on its own is a document of our origin (reached
 * through the storefront's /api and /cms too), so whatever it holds it may run nothing.
 */
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;
