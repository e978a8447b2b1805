import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexStaticFiles, serveStatic, type StaticFiles } from '../server/static-files.ts';
import { listen } from './helpers.ts';

let root: string;
let files: StaticFiles;
const script = 'console.log("hello");'.repeat(100);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'storefront-static-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, '.vite'));
  await writeFile(join(root, 'assets', 'entry-AbC123.js'), script);
  await writeFile(join(root, 'assets', 'entry-AbC123.js.gz'), gzipSync(script));
  await writeFile(join(root, 'favicon.svg'), '<svg/>');
  await writeFile(join(root, '.vite', 'manifest.json'), '{}');
  files = await indexStaticFiles(root);
});

async function serve(): Promise<string> {
  return listen(async (req, res) => {
    if (!(await serveStatic(files, req, res))) res.writeHead(404).end('app');
  });
}

describe('serveStatic', () => {
  it('serves hashed assets as immutable, precompressed when the browser accepts it', async () => {
    const base = await serve();
    const response = await fetch(`${base}/assets/entry-AbC123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(script);
  });

  it('revalidates other files and answers 304 to a matching ETag', async () => {
    const base = await serve();
    const first = await fetch(`${base}/favicon.svg`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    const again = await fetch(`${base}/favicon.svg`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('leaves dotfiles, encoded siblings, traversal and unknown paths to the app', async () => {
    const base = await serve();
    for (const path of [
      '/.vite/manifest.json',
      '/assets/entry-AbC123.js.gz',
      '/assets/../favicon.svg/..%2f..%2fetc/passwd',
      '/nope',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });
});
