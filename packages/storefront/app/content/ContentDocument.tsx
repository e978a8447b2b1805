import { Link, Stack } from '@nirmal/design-system';
import type { ContentBlock, ContentTextRun } from '@nirmal/domain';
import { Fragment } from 'react';

/** Runs of text: a link only where the domain found its target safe, and never anything read as markup. */
function TextRuns({ runs }: { runs: readonly ContentTextRun[] }) {
  return runs.map(({ text, href, strong }, index) => {
    const words = strong ? <strong>{text}</strong> : text;
    return href ? (
      <Link key={index} href={href}>
        {words}
      </Link>
    ) : (
      <Fragment key={index}>{words}</Fragment>
    );
  });
}

/**
 * A content page's or blog post's blocks, as the content service structures them; the page's own
 * title is its one h1, so headings inside are h2.
 */
export function ContentDocument({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'heading':
        return <h2 key={index}>{block.text}</h2>;
      case 'paragraph':
        return (
          <p key={index}>
            <TextRuns runs={block.runs} />
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((runs, item) => (
              <li key={item}>
                <TextRuns runs={runs} />
              </li>
            ))}
          </List>
        );
      }
      case 'links':
        return (
          <Stack as="ul" gap={2} key={index}>
            {block.links.map(({ id, label, href }) => (
              <li key={id}>
                <Link href={href} variant="standalone">
                  {label}
                </Link>
              </li>
            ))}
          </Stack>
        );
    }
  });
}
