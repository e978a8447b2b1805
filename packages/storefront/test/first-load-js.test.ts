import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  measureClientBuild,
  measureRoutes,
  readChunkNames,
  overBudget,
  type ClientManifest,
} from '../budgets/first-load-js.ts';

const manifest: ClientManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/shell.js'] },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      module: '/assets/home.js',
      imports: ['/assets/shell.js'],
    },
    'routes/cart': {
      id: 'routes/cart',
      parentId: 'root',
      module: '/assets/cart.js',
      imports: ['/assets/forms.js'],
      clientActionModule: '/assets/cart-action.js',
    },
  },
};
const KB = 1024;
const sizes: Record<string, number> = {
  '/assets/entry.js': 10 * KB,
  '/assets/react.js': 60 * KB,
  '/assets/root.js': 5 * KB,
  '/assets/shell.js': 20 * KB,
  '/assets/home.js': 3 * KB,
  '/assets/cart.js': 30 * KB,
  '/assets/forms.js': 40 * KB,
  '/assets/cart-action.js': 2 * KB,
};
const gzipBytes = (path: string) => sizes[path] ?? Number.NaN;

describe('first-load JavaScript per route', () => {
  it('counts each module once: entry, root layout and the route, with everything they import', () => {
    const routes = measureRoutes(manifest, gzipBytes);
    expect(routes.find((route) => route.routeId === 'routes/home')).toEqual({
      routeId: 'routes/home',
      firstLoad: 98 * KB,
      own: 3 * KB,
      modules: 5,
    });
    expect(routes.find((route) => route.routeId === 'routes/cart')).toMatchObject({
      firstLoad: 167 * KB,
      own: 72 * KB,
    });
    expect(routes.find((route) => route.routeId === 'root')).toMatchObject({
      firstLoad: 95 * KB,
      own: 25 * KB,
    });
  });

  it('names each route over budget with its figure, and passes the ones within it', () => {
    const violations = overBudget(measureRoutes(manifest, gzipBytes), { firstLoadKb: 150, routeOwnKb: 25 });
    expect(violations.map((violation) => violation.message)).toEqual([
      'routes/cart: first-load JavaScript 167.0 KB gzip exceeds 150 KB',
      "routes/cart: the route's own JavaScript 72.0 KB gzip exceeds 25 KB",
    ]);
  });

  it('holds the root layout to the first-load budget only', () => {
    const violations = overBudget(measureRoutes(manifest, gzipBytes), { firstLoadKb: 90, routeOwnKb: 1 });
    expect(
      violations.filter((violation) => violation.routeId === 'root').map((violation) => violation.message),
    ).toEqual(['root: first-load JavaScript 95.0 KB gzip exceeds 90 KB']);
  });
});

describe('a client build folder', () => {
  let folder: string | undefined;
  afterEach(() => folder && rm(folder, { recursive: true, force: true }));

  it('is measured from its React Router manifest, each module gzipped', async () => {
    folder = await mkdtemp(join(tmpdir(), 'nirmal-first-load-'));
    await mkdir(join(folder, 'assets'));
    const module = (name: string) => `export const ${name} = ${JSON.stringify(name.repeat(200))};\n`;
    for (const name of ['entry', 'root', 'page'])
      await writeFile(join(folder, 'assets', `${name}.js`), module(name));
    const built: ClientManifest = {
      entry: { module: '/assets/entry.js' },
      routes: {
        root: { id: 'root', module: '/assets/root.js' },
        'routes/page': { id: 'routes/page', parentId: 'root', module: '/assets/page.js' },
      },
    };
    await writeFile(
      join(folder, 'assets', 'manifest-0a1b2c3d.js'),
      `window.__reactRouterManifest=${JSON.stringify(built)};`,
    );

    const gzipped = (name: string) => gzipSync(module(name), { level: 9 }).byteLength;
    expect(await measureClientBuild(folder)).toContainEqual({
      routeId: 'routes/page',
      firstLoad: gzipped('entry') + gzipped('root') + gzipped('page'),
      own: gzipped('page'),
      modules: 3,
    });
  });

  it('names its chunks from the list the build writes beside it, and none without the list', async () => {
    folder = await mkdtemp(join(tmpdir(), 'nirmal-chunk-names-'));
    const clientDir = join(folder, 'client');
    await mkdir(clientDir);
    expect(await readChunkNames(clientDir)).toEqual(new Map());

    await writeFile(join(folder, 'chunk-names.json'), JSON.stringify({ '/assets/Cd2zIEFI.js': 'slotGrid' }));
    expect(await readChunkNames(clientDir)).toEqual(new Map([['/assets/Cd2zIEFI.js', 'slotGrid']]));
  });
});
