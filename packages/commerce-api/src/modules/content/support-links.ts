import type { ContentPage, DocumentBlock, TextRun } from '@nirmal/domain/contract';
import { telHref } from '@nirmal/format';
import type { SupportConfig } from '../../config.ts';
import { SUPPORT_LINK_PREFIX } from './document-blocks.ts';

function resolveRun(run: TextRun, support: SupportConfig): TextRun {
  switch (run.href) {
    case `${SUPPORT_LINK_PREFIX}helpline`:
      return { ...run, text: support.helpline, href: telHref(support.helpline) };
    case `${SUPPORT_LINK_PREFIX}email`:
      return { ...run, text: support.email, href: `mailto:${support.email}` };
    default:
      return run;
  }
}

function resolveBlock(block: DocumentBlock, support: SupportConfig): DocumentBlock {
  switch (block.kind) {
    case 'paragraph':
      return { ...block, runs: block.runs.map((run) => resolveRun(run, support)) };
    case 'list':
      return { ...block, items: block.items.map((runs) => runs.map((run) => resolveRun(run, support))) };
    default:
      return block;
  }
}

/** The page with its links to the care contacts (see `supportLink`) made the configured ones. */
export const withSupportContacts = <Page extends Pick<ContentPage, 'blocks'>>(
  page: Page,
  support: SupportConfig,
): Page => ({ ...page, blocks: page.blocks.map((block) => resolveBlock(block, support)) });
