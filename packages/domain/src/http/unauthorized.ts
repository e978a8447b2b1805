import { DEVICES_PATH, LOGIN_PATH } from './customer-paths.ts';
import { safeRedirectTarget } from './redirect.ts';

/** Pages that need a signed-in customer, by prefix (§2, plus the device and account pages). */
export const PROTECTED_PATH_PREFIXES = [
  '/amc-plans/',
  '/amc-service-plans',
  '/payment',
  '/pay/',
  '/rateProfessional',
  '/service',
  '/statusTracking',
  '/cart',
  '/ecom/checkout',
  '/ecom/order',
  '/account/',
  '/freeservice',
  '/amc/my-devices',
  '/amc/my-device',
  '/amc/select-duration',
  '/customer/account/',
] as const;

// Resolving against a base normalises dot segments and drops the query, so `/x/../account/` counts.
const PATH_BASE = 'https://same-site.invalid';

/** Whether a path, or a whole URL, needs a signed-in customer. */
export function isProtectedPath(pathOrUrl: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(pathOrUrl, PATH_BASE).pathname;
  } catch {
    return false;
  }
  return PROTECTED_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** `/login?redirectTo=…` for a page, when that page is a same-site path; plain `/login` otherwise. */
export function loginPathFor(currentPath: string): string {
  const target = safeRedirectTarget(currentPath, null);
  return target ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(target)}` : LOGIN_PATH;
}

export interface UnauthorizedContext {
  /** The address of the call that answered 401. */
  requestUrl: string;
  /** The page the customer is on: path and query. */
  currentPath: string;
  isDevelopment: boolean;
  clearSession: () => void;
  navigate: (path: string) => void;
  reload: () => void;
  createDevSession: () => Promise<unknown>;
}

/** Calls that read the staff session alone (issue 22): their 401 is the agent page's business. */
const STAFF_CALL_PREFIXES = ['/api/staff/', '/api/public/call-centre/'] as const;

function isStaffCall(url: string): boolean {
  try {
    const { pathname } = new URL(url, PATH_BASE);
    return STAFF_CALL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  } catch {
    return false;
  }
}

/**
 * Session-expired handling of a 401 in the browser (§8). A staff call's 401 says nothing of the
 * customer's session, so it is left to the agent page, which asks the staff member to sign in.
 */
export async function handleUnauthorized(context: UnauthorizedContext): Promise<void> {
  if (isStaffCall(context.requestUrl)) return;
  context.clearSession();
  if (isProtectedPath(context.requestUrl) || isProtectedPath(context.currentPath)) {
    context.navigate(loginPathFor(context.currentPath));
  } else if (context.isDevelopment) {
    await context.createDevSession();
    context.navigate(DEVICES_PATH);
  } else {
    context.reload();
  }
}
