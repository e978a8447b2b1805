import { createHash } from 'node:crypto';

const NONCE_SOURCE = /'nonce-([^']+)'/;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export interface PageWithPolicy {
  html: string;
  policy: string;
}

/**
 * The same page with its Content-Security-Policy allowing its inline scripts by their SHA-256
 * hashes instead of the nonce it was rendered with, so that one copy can be served to many
 * browsers: a nonce only protects when every response has a new one. The scripts allowed are
 * exactly those that carried the nonce; anything else inline stays refused. Undefined when the
 * policy has no nonce or the nonce appears anywhere but in a tag's nonce attribute.
 */
export function allowScriptsByHash({ html, policy }: PageWithPolicy): PageWithPolicy | undefined {
  const nonce = NONCE_SOURCE.exec(policy)?.[1];
  if (!nonce) return undefined;
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attributes.includes(attribute) && !/\ssrc=/.test(attributes)) {
      hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  const withoutNonces = html.replaceAll(attribute, '');
  if (withoutNonces.includes(nonce)) return undefined;
  const sources = [...hashes].map((hash) => ` ${hash}`).join('');
  return { html: withoutNonces, policy: policy.replace(` 'nonce-${nonce}'`, sources) };
}
