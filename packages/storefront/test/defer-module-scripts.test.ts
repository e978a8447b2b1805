import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferModuleScripts } from '../app/ssr/defer-module-scripts.ts';

const HEAD =
  '<!DOCTYPE html><html><head><title>Nirmal</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="abc"/>' +
  '<style>body{margin:0}</style></head>';
const CODE = 'import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");';
const BODY =
  '<body><h1>Water purifiers</h1>' +
  '<script nonce="abc">window.__reactRouterContext = {};</script>' +
  `<script nonce="abc" type="module" async="">${CODE}</script>` +
  '<!--$--><script nonce="abc">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>';

async function render(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(deferModuleScripts()));
}

// The data block holding the module's code, and right after it the classic script that starts it.
const DEFERRED =
  /<script nonce="abc" type="text\/x-deferred-module">([\s\S]*?)<\/script><script nonce="abc">(\(function startAfterFirstPaint[\s\S]*?)<\/script>/;

/** Runs the page's classic script as a browser would, recording what it adds to the head. */
function runDeferredScript({ html, hidden = false }: { html: string; hidden?: boolean }) {
  const [, code, script] = DEFERRED.exec(html) ?? [];
  if (code === undefined || !script) throw new Error('no deferred start script in the page');
  const added: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const parsed: Array<() => void> = [];
  const document = {
    currentScript: { nonce: 'abc', previousElementSibling: { textContent: code } },
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { append: (element: Record<string, string>) => added.push(element) },
    createElement: (tagName: string) => ({ tagName }),
    addEventListener: (type: string, listener: () => void) =>
      type === 'DOMContentLoaded' && parsed.push(listener),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    (frame: () => void) => frames.push(frame),
    (timer: () => void) => timers.push(timer),
  );
  const run = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback());
  return {
    added,
    frame: () => run(frames),
    afterFrame: () => run(timers),
    documentParsed: () => run(parsed),
  };
}

const preload = (href: string) => ({ tagName: 'link', rel: 'modulepreload', href, nonce: 'abc' });
// The script first, so the document's load event waits for it; then the preloads.
const ADDED = [
  { tagName: 'script', type: 'module', nonce: 'abc', textContent: CODE },
  preload('/assets/entry.client-1.js'),
  preload('/assets/root-2.js'),
];

describe('deferModuleScripts', () => {
  it('takes the module preloads out of the head and the module script out of the parser', async () => {
    const html = await render([HEAD + BODY]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(
      '<title>Nirmal</title><style>body{margin:0}</style></head><body><h1>Water purifiers</h1>',
    );
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    expect(html).toMatch(
      /<!--\$--><script nonce="abc">window.__reactRouterContext.streamController.close\(\);<\/script><!--\/\$--><\/body><\/html>$/,
    );
  });

  it('adds the preloads and the module script, with the nonce, once, after the first frame', async () => {
    const page = runDeferredScript({ html: await render([HEAD + BODY]) });
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.afterFrame();
    expect(page.added).toEqual(ADDED);
    page.documentParsed();
    expect(page.added).toEqual(ADDED);
  });

  it('starts when the document is parsed whole if that comes before the first frame', async () => {
    const page = runDeferredScript({ html: await render([HEAD + BODY]) });
    page.documentParsed();
    expect(page.added).toEqual(ADDED);
    page.frame();
    page.afterFrame();
    expect(page.added).toEqual(ADDED);
  });

  it('starts at once in a hidden tab, which renders no frames', async () => {
    expect(runDeferredScript({ html: await render([HEAD + BODY]), hidden: true }).added).toEqual(ADDED);
  });

  it('adds many preloads six per task, so no one task compiles them all', async () => {
    const hrefs = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    const head = HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
      '</head>',
      `${hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`).join('')}</head>`,
    );
    const page = runDeferredScript({ html: await render([head + BODY]) });
    page.documentParsed();
    expect(page.added).toEqual([ADDED[0], ...hrefs.slice(0, 6).map(preload)]);
    page.afterFrame();
    expect(page.added).toEqual([ADDED[0], ...hrefs.slice(0, 12).map(preload)]);
    page.afterFrame();
    expect(page.added).toEqual([ADDED[0], ...hrefs.map(preload)]);
    page.afterFrame();
    expect(page.added).toHaveLength(1 + hrefs.length);
  });

  it('finds the head and the module script when the renderer splits them across chunks', async () => {
    const whole = await render([HEAD + BODY]);
    const page = HEAD + BODY;
    const cuts = [
      20,
      page.indexOf('</head>') + 3,
      page.indexOf('type="module"') + 5,
      page.indexOf('entry.client-1.js");') + 4,
    ];
    const chunks = [0, ...cuts].map((start, index) => page.slice(start, cuts[index] ?? page.length));
    expect(await render(chunks)).toBe(whole);
  });

  it('keeps a multi-byte character split across chunks whole', async () => {
    const bytes = Buffer.from(HEAD + BODY.replace('Water purifiers', 'जल शोधक'));
    const at = bytes.indexOf(Buffer.from('शोधक')) + 1;
    const html = await text(
      Readable.from([bytes.subarray(0, at), bytes.subarray(at)]).pipe(deferModuleScripts()),
    );
    expect(html).toContain('<h1>जल शोधक</h1>');
  });

  it('keeps the module code as it was, in a data block no browser runs, and no "<" in the start script', async () => {
    const code = 'const tag = "<\\/script><!--";';
    const html = await render([HEAD + BODY.replace(CODE, code)]);
    const [, kept, script] = DEFERRED.exec(html) ?? [];
    expect(kept).toBe(code);
    expect(script).not.toContain('<');
  });
});
