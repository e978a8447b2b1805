import { contentBlocks } from '@nirmal/domain';
import type { DocumentBlock } from '@nirmal/domain/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentDocument } from '../app/content/ContentDocument.tsx';

/** A document as the content service might send it after an editor's mistake or an attacker's edit. */
const hostile: DocumentBlock[] = [
  { kind: 'heading', text: '<script>alert("heading")</script>' },
  {
    kind: 'paragraph',
    runs: [
      { text: '<img src=x onerror=alert(1)>' },
      { text: 'Click me', href: 'javascript:alert(document.cookie)' },
      { text: 'Spaced', href: '  JavaScript:alert(1)' },
      { text: 'Data', href: 'data:text/html,<script>alert(1)</script>' },
      { text: 'Contact us', href: '/contact-us', strong: true },
    ],
  },
  {
    kind: 'list',
    ordered: true,
    items: [[{ text: 'Call', href: 'tel:+918069151515' }], [{ text: 'Script', href: 'vbscript:msgbox(1)' }]],
  },
  {
    kind: 'links',
    links: [
      { id: 1, label: 'Safe', href: 'https://www.nirmal.example/' },
      { id: 2, label: 'Unsafe', href: 'javascript:alert(2)' },
    ],
  },
];

const render = (blocks: DocumentBlock[]) =>
  renderToStaticMarkup(<ContentDocument blocks={contentBlocks(blocks)} />);

describe('the content document renderer', () => {
  it('shows markup in a document as text, never as elements', () => {
    const html = render(hostile);

    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;heading&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('links only to pages of the site and web, phone and mail addresses; other targets stay as text', () => {
    const html = render(hostile);

    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
    expect(hrefs).toEqual(['/contact-us', 'tel:+918069151515', 'https://www.nirmal.example/']);
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
    // The words of a link that is not followed are still read; a link in a link list is left out.
    expect(html).toContain('Click me');
    expect(html).toContain('Script');
    expect(html).not.toContain('Unsafe');
  });

  it('gives headings, paragraphs, numbered lists and emphasis their elements', () => {
    const html = render(hostile);

    expect(html).toMatch(/^<h2>/);
    expect(html).toContain('<ol>');
    expect(html).toMatch(/<a [^>]*href="\/contact-us"[^>]*><strong>Contact us<\/strong><\/a>/);
  });
});
