// When the floating WhatsApp, sale-assist and chat buttons show (§2, shell behaviour).

import { AGENT_PAGE_PATHS } from './agent-paths.ts';
import { isUnderPath, withoutTrailingSlash } from './paths.ts';

/**
 * Pages where a floating button would cover what the customer is doing (paying, choosing a plan,
 * signing in), and the staff's agent pages, which are not the customer's.
 */
const HIDDEN_PATH_PREFIXES = ['/ecom/payment', '/amc/select-duration', '/login', ...AGENT_PAGE_PATHS];
/** Demo-booking pages have their own assistant, so the sale-assist launcher stays away from them. */
const SALE_ASSIST_HIDDEN_SUFFIXES = ['/bookafreehomedemo', '/book-a-demo'];

export interface FloatingActionsContext {
  isFlutterClient: boolean;
  /** The global sale-assist feature flag. */
  globalSaleAssist: boolean;
}

export interface FloatingActionsVisibility {
  whatsApp: boolean;
  saleAssist: boolean;
  /** The chat widget's launcher (§2: a chat-like widget hidden in the flutter client). */
  chat: boolean;
}

/** Which floating buttons a page shows; all are hidden in the mobile app's webview. */
export function floatingActionsVisibility(
  pathname: string,
  { isFlutterClient, globalSaleAssist }: FloatingActionsContext,
): FloatingActionsVisibility {
  const path = withoutTrailingSlash(pathname);
  const hidden = isFlutterClient || HIDDEN_PATH_PREFIXES.some((prefix) => isUnderPath(path, prefix));
  return {
    whatsApp: !hidden,
    chat: !hidden,
    saleAssist:
      !hidden && globalSaleAssist && !SALE_ASSIST_HIDDEN_SUFFIXES.some((suffix) => path.endsWith(suffix)),
  };
}
