// A buyer's time on the payment sandbox's pages (the provider's side, not the shop's): the handoff
// posted to its page, success chosen there with the signed webhook sent before the browser returns,
// and the return form the provider would post back to the shop, which the buyer's next round sends
// through the storefront.

export interface Handoff {
  method: 'GET' | 'POST';
  action: string;
  fields: Record<string, string>;
}

export interface ReturnForm {
  /** The path on the storefront the provider posts the browser back to. */
  path: string;
  fields: Record<string, string>;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The first form of a page: where it posts and its hidden fields. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('the sandbox answered a page without a form');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, name = '', value = '']) => [unescape(name), unescape(value)],
    ),
  );
  return { action: unescape(action), fields };
}

async function postForm(action: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`the sandbox answered ${response.status}`);
  return html;
}

/** Pays by card in the sandbox: the form the provider sends the browser back to the shop with. */
export async function payInSandbox(handoff: Handoff): Promise<ReturnForm> {
  const page = formOf(await postForm(handoff.action, handoff.fields));
  const back = formOf(
    await postForm(page.action, { ...page.fields, method: 'card', outcome: 'success', webhook: 'before' }),
  );
  const { pathname, search } = new URL(back.action);
  return { path: `${pathname}${search}`, fields: back.fields };
}
