import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { injectStylesIntoHead } from '../app/ssr/styles-in-head.ts';

const STYLE = '<style data-styled="true">.a{color:red}</style>';

async function render(chunks: string[]): Promise<string> {
  return text(
    Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(injectStylesIntoHead(() => STYLE)),
  );
}

describe('injectStylesIntoHead', () => {
  it('writes the styles just before </head>, after the doctype', async () => {
    const html = await render(['<!DOCTYPE html><html><head><title>x</title></head><body>hi</body></html>']);
    expect(html).toBe(`<!DOCTYPE html><html><head><title>x</title>${STYLE}</head><body>hi</body></html>`);
  });

  it('finds </head> when the renderer splits it across chunks', async () => {
    const html = await render([
      '<!DOCTYPE html><html><head><title>x</title></he',
      'ad><body>',
      'hi</body></html>',
    ]);
    expect(html).toBe(`<!DOCTYPE html><html><head><title>x</title>${STYLE}</head><body>hi</body></html>`);
  });

  it('reads the styles only once </head> arrives, when the shell has rendered', async () => {
    let collected = '';
    const stream = Readable.from([Buffer.from('<html><head>'), Buffer.from('</head></html>')]);
    const injector = injectStylesIntoHead(() => collected);
    collected = STYLE;
    expect(await text(stream.pipe(injector))).toBe(`<html><head>${STYLE}</head></html>`);
  });

  it('passes a document without a head through untouched', async () => {
    expect(await render(['<p>', 'fragment</p>'])).toBe('<p>fragment</p>');
  });
});
