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

type Element = Record<string, unknown>;

/**
 * Runs the page's classic script as a browser would, recording what it adds to the head (without
 * its event handlers). `runScripts` runs the module scripts added so far that have a file, as the
 * browser does once each has been fetched: each then fires its `load` event.
 */
function runDeferredScript({ html, hidden = false }: { html: string; hidden?: boolean }) {
  const [, code, script] = DEFERRED.exec(html) ?? [];
  if (code === undefined || !script) throw new Error('no deferred start script in the page');
  const added: Element[] = [];
  const waiting: Element[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const parsed: Array<() => void> = [];
  const document = {
    currentScript: { nonce: 'abc', previousElementSibling: { textContent: code } },
    visibilityState: hidden ? 'hidden' : 'visible',
    head: {
      append: (element: Element) => {
        const { onload, onerror: _onerror, ...shown } = element;
        added.push(shown);
        if (shown.src) waiting.push({ onload });
      },
    },
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
    runScripts: () => run(waiting.splice(0).map(({ onload }) => onload as () => void)),
  };
}

const preload = (href: string) => ({ tagName: 'link', rel: 'modulepreload', href, nonce: 'abc' });
const moduleFile = (src: string) => ({ tagName: 'script', type: 'module', src, nonce: 'abc' });
const MODULE_SCRIPT = { tagName: 'script', type: 'module', nonce: 'abc', textContent: CODE };
const PRELOADS = [preload('/assets/entry.client-1.js'), preload('/assets/root-2.js')];

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

  it('starts the modules, with the nonce, once, after the first frame, the preloads from the next task on', async () => {
    const page = runDeferredScript({ html: await render([HEAD + BODY]) });
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.afterFrame();
    expect(page.added).toEqual([moduleFile('/assets/root-2.js')]);
    page.afterFrame();
    page.afterFrame();
    expect(page.added).toEqual([moduleFile('/assets/root-2.js'), ...PRELOADS]);
    page.runScripts();
    expect(page.added).toEqual([moduleFile('/assets/root-2.js'), ...PRELOADS, MODULE_SCRIPT]);
    page.documentParsed();
    page.afterFrame();
    expect(page.added).toHaveLength(4);
  });

  it('starts when the document is parsed whole if that comes before the first frame', async () => {
    const page = runDeferredScript({ html: await render([HEAD + BODY]) });
    page.documentParsed();
    expect(page.added).toEqual([moduleFile('/assets/root-2.js')]);
    page.frame();
    page.afterFrame();
    page.afterFrame();
    page.afterFrame();
    expect(page.added).toEqual([moduleFile('/assets/root-2.js'), ...PRELOADS]);
  });

  it('starts at once in a hidden tab, which renders no frames', async () => {
    const page = runDeferredScript({ html: await render([HEAD + BODY]), hidden: true });
    expect(page.added).toEqual([moduleFile('/assets/root-2.js')]);
  });

  it("evaluates the framework, the shell and the page in turns, React Router's module script last", async () => {
    const files = ['runtime', 'framework', 'root', 'shared', 'product', 'gallery'].map(
      (name) => `/assets/${name}.js`,
    );
    const head = HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
      '</head>',
      `${['/assets/entry.client-1.js', ...files].map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}</head>`,
    );
    const code = [
      'import * as route0 from "/assets/root.js";',
      'import * as route1 from "/assets/product.js";',
      'import("/assets/entry.client-1.js");',
    ].join('\n');
    const page = runDeferredScript({ html: await render([head + BODY.replace(CODE, code)]) });
    const scripts = () => page.added.filter(({ tagName }) => tagName === 'script');
    page.documentParsed();
    expect(scripts()).toEqual([moduleFile('/assets/runtime.js'), moduleFile('/assets/framework.js')]);
    page.runScripts();
    expect(scripts().slice(2)).toEqual([moduleFile('/assets/shared.js'), moduleFile('/assets/root.js')]);
    page.runScripts();
    expect(scripts().slice(4)).toEqual([moduleFile('/assets/gallery.js'), moduleFile('/assets/product.js')]);
    page.runScripts();
    expect(scripts().slice(6)).toEqual([{ ...MODULE_SCRIPT, textContent: code }]);
  });

  it('adds the preloads one per task, so no task spends long adding them', async () => {
    const hrefs = Array.from({ length: 4 }, (_, index) => `/assets/chunk-${index}.js`);
    const head = HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
      '</head>',
      `${hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`).join('')}</head>`,
    );
    const page = runDeferredScript({ html: await render([head + BODY]) });
    const links = () => page.added.filter(({ tagName }) => tagName === 'link');
    page.documentParsed();
    expect(links()).toEqual([]);
    for (const added of [1, 2, 3, 4, 4]) {
      page.afterFrame();
      expect(links()).toEqual(hrefs.slice(0, added).map(preload));
    }
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
