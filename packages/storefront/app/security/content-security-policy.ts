/** A fresh, unguessable nonce for one HTML response's inline scripts. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The policy every page carries. Scripts run only from our origin or with this response's nonce
 * (React Router's hydration scripts get it through <ServerRouter nonce>). Styles allow inline
 * because styled-components and Radix set style elements and attributes at run time. Forms post
 * to our origin, and to `formTargets`: the payment providers' pages the payment page hands off to.
 * `trackerOrigins` are the engagement tracker's (WebEngage's), whose script runs and calls home.
 */
export function contentSecurityPolicy(
  nonce: string,
  {
    development = false,
    formTargets = [] as readonly string[],
    trackerOrigins = [] as readonly string[],
  } = {},
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...trackerOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Vite's hot reload talks over a websocket in development.
    'connect-src': ["'self'", ...trackerOrigins, ...(development ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formTargets],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
