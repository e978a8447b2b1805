const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:34rem;padding:1rem;color:#1a1a1a}
h1{font-size:1.4rem}fieldset{border:1px solid #888;border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem}
label{display:block;padding:.35rem 0}button{font:inherit;padding:.7rem 1.4rem;border-radius:6px;border:0;background:#0b57d0;color:#fff}
.note{background:#fff4d6;border-left:4px solid #b7791f;padding:.5rem 1rem}.amount{font-size:1.6rem;font-weight:700}
a{color:#0b57d0}svg{display:block;margin:.5rem 0}`;

/** A complete, plain page of the sandbox: no script unless it submits a form for the provider. */
export function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script}</body></html>`;
}

export const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * How the providers return the browser: a form POST to the merchant's address, submitted by script
 * at once, with a button for a browser without it.
 */
export function autoSubmitPage(title: string, action: string, fields: Record<string, string>): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><form id="return" method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}
<p>Taking you back to the shop…</p><button type="submit">Continue</button></form>`,
    '<script>document.getElementById("return").submit()</script>',
  );
}

/**
 * The address a shop gave for the browser's return, if the sandbox may send a browser there: an
 * absolute http(s) URL. Anything else (a `javascript:` address above all: the return form is
 * submitted by script on this origin, where the API's session cookie lives) is refused.
 */
export function returnAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
