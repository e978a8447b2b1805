import type { Context, MiddlewareHandler } from 'hono';
import { CLIENT_TYPE_HEADER, clientTypeSchema } from '@nirmal/domain/contract';
import type { AppEnv } from './app-env.ts';
import { fromTrustedProxy } from './client-address.ts';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The host the browser addressed: ours, or the storefront's when it proxies to us and says so. */
function ownHosts(c: Context<AppEnv>, trustProxy: boolean): (string | undefined)[] {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return fromTrustedProxy(c, trustProxy) ? [host, c.req.header('x-forwarded-host')] : [host];
}

/**
 * Cross-site request defence for state-changing calls, next to SameSite cookies: a cross-site form
 * cannot send a custom header, and a cross-site script that could is named by its Origin.
 */
export function csrfProtection(
  allowedOrigins: readonly string[],
  trustProxy: boolean,
  /** Path prefixes whose requests authenticate themselves (signed provider callbacks and webhooks). */
  exemptPrefixes: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (exemptPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (!clientTypeSchema.safeParse(c.req.header(CLIENT_TYPE_HEADER)).success) {
      throw new ApiError(403, 'FORBIDDEN', 'This request must come from the Nirmal website or app.');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowedOrigins.includes(origin)) {
      const originHost = hostOf(origin);
      if (originHost === null || !ownHosts(c, trustProxy).includes(originHost)) {
        throw new ApiError(403, 'FORBIDDEN', 'This request came from a site that may not make it.');
      }
    }
    return next();
  };
}
