import type { DocumentBlock, TextRun } from '@nirmal/domain/contract';

/** Shorthands for writing the seeded documents: plain strings are text runs. */
type Inline = string | TextRun;

const run = (part: Inline): TextRun => (typeof part === 'string' ? { text: part } : part);

export const heading = (text: string): DocumentBlock => ({ kind: 'heading', text });

export const paragraph = (...parts: Inline[]): DocumentBlock => ({ kind: 'paragraph', runs: parts.map(run) });

const list =
  (ordered: boolean) =>
  (...items: (Inline | Inline[])[]): DocumentBlock => ({
    kind: 'list',
    ordered,
    items: items.map((item) => (Array.isArray(item) ? item.map(run) : [run(item)])),
  });
export const bullets = list(false);
export const steps = list(true);

export const linkTo = (text: string, href: string): TextRun => ({ text, href });
export const strong = (text: string): TextRun => ({ text, strong: true });

export const links = (...targets: [label: string, href: string][]): DocumentBlock => ({
  kind: 'links',
  links: targets.map(([label, href], index) => ({ id: index + 1, label, href })),
});

/**
 * The care contacts a document links to. Stored as `support:helpline` and `support:email`, they
 * are filled in with the configured ones (HELPLINE_NUMBER, SUPPORT_EMAIL) whenever the document is
 * served, so the numbers are configured once and never go stale in the stored content.
 */
export const SUPPORT_LINK_PREFIX = 'support:';
export type SupportContact = 'helpline' | 'email';
export const supportLink = (contact: SupportContact): TextRun => ({
  text: '',
  href: `${SUPPORT_LINK_PREFIX}${contact}`,
});
