import { safeRedirectTarget } from '../http/redirect.ts';

// Content comes from an editor's hands; a link or image it names must not run script on our pages.
const LINK_PROTOCOLS = new Set(['https:', 'http:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['https:', 'http:']);

function protocolOf(url: string): string | null {
  try {
    return new URL(url).protocol;
  } catch {
    return null;
  }
}

/** A link target from content when it is a path of this site or a web, mail or phone address; else null. */
export function safeContentHref(href: string): string | null {
  const trimmed = href.trim();
  if (safeRedirectTarget(trimmed, null) !== null) return trimmed;
  const protocol = protocolOf(trimmed);
  return protocol && LINK_PROTOCOLS.has(protocol) ? trimmed : null;
}

/** An image address from content when it is a path, a web address or an inline image; else null. */
export function safeImageUrl(url: string): string | null {
  const trimmed = url.trim();
  if (safeRedirectTarget(trimmed, null) !== null) return trimmed;
  if (/^data:image\//i.test(trimmed)) return trimmed;
  const protocol = protocolOf(trimmed);
  return protocol && IMAGE_PROTOCOLS.has(protocol) ? trimmed : null;
}
