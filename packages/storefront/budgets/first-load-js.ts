// First-load JavaScript per route, from the client manifest React Router writes at build time
// (`build/client/assets/manifest-<hash>.js`): what a browser fetches before a route is interactive.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { javascriptBudgets } from './budgets.ts';

interface ManifestModule {
  module: string;
  imports?: string[];
}

export interface ManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

/** The part of React Router's client manifest that says which modules each route loads. */
export interface ClientManifest {
  entry: ManifestModule;
  routes: Record<string, ManifestRoute>;
}

export interface RouteJavaScript {
  routeId: string;
  /** gzip bytes of every module loaded before the route is interactive. */
  firstLoad: number;
  /**
   * gzip bytes of the modules this route adds beyond the entry and the root layout; for the root
   * itself, what the layout adds beyond the entry (the shell every page shares).
   */
  own: number;
  modules: number;
}

export interface BudgetViolation {
  routeId: string;
  message: string;
}

const KB = 1024;
const ROOT = 'root';
export const toKb = (bytes: number) => (bytes / KB).toFixed(1);

function modulesOf({ module, imports = [], ...split }: ManifestModule | ManifestRoute): string[] {
  const splitModules = [
    'clientActionModule',
    'clientLoaderModule',
    'clientMiddlewareModule',
    'hydrateFallbackModule',
  ]
    .map((key) => (split as Record<string, string | undefined>)[key])
    .filter((path): path is string => Boolean(path));
  return [module, ...imports, ...splitModules];
}

function branch(manifest: ClientManifest, routeId: string): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    routes.unshift(route);
  return routes;
}

/** The modules the entry and a route's branch of layouts load before that route is interactive. */
export function firstLoadModules(manifest: ClientManifest, routeId: string): Set<string> {
  return new Set([
    ...modulesOf(manifest.entry),
    ...branch(manifest, routeId).flatMap((route) => modulesOf(route)),
  ]);
}

/** Every route's first-load and own JavaScript, given the gzip size of each built module. */
export function measureRoutes(
  manifest: ClientManifest,
  gzipBytes: (path: string) => number,
): RouteJavaScript[] {
  const total = (paths: Set<string>) => [...paths].reduce((sum, path) => sum + gzipBytes(path), 0);
  const entry = modulesOf(manifest.entry);
  return Object.keys(manifest.routes).map((routeId) => {
    const [root] = branch(manifest, routeId);
    const shared = new Set([...entry, ...(root && routeId !== root.id ? modulesOf(root) : [])]);
    const firstLoad = firstLoadModules(manifest, routeId);
    const own = new Set([...firstLoad].filter((path) => !shared.has(path)));
    return { routeId, firstLoad: total(firstLoad), own: total(own), modules: firstLoad.size };
  });
}

/**
 * The routes over budget, each with a message naming the route, its figure and the budget. The
 * root layout is held to the first-load budget only: its own code is the shell of every page.
 */
export function overBudget(
  routes: RouteJavaScript[],
  budgets: Record<keyof typeof javascriptBudgets, number> = javascriptBudgets,
): BudgetViolation[] {
  return routes.flatMap(({ routeId, firstLoad, own }) => [
    ...(firstLoad > budgets.firstLoadKb * KB
      ? [
          {
            routeId,
            message: `${routeId}: first-load JavaScript ${toKb(firstLoad)} KB gzip exceeds ${budgets.firstLoadKb} KB`,
          },
        ]
      : []),
    ...(routeId !== ROOT && own > budgets.routeOwnKb * KB
      ? [
          {
            routeId,
            message: `${routeId}: the route's own JavaScript ${toKb(own)} KB gzip exceeds ${budgets.routeOwnKb} KB`,
          },
        ]
      : []),
  ]);
}

/** The client manifest of a client build folder (`build/client`). */
export async function readClientManifest(clientDir: string): Promise<ClientManifest> {
  const assets = join(clientDir, 'assets');
  const manifestFile = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assets}: build the storefront first.`);
  const source = await readFile(join(assets, manifestFile), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as ClientManifest;
}

/** Beside the client build folder: each chunk's path with its name (chunks holding shared code are named by their hash). */
export const CHUNK_NAMES_FILE = 'chunk-names.json';

/** What each chunk of a client build folder (`build/client`) holds, by its path; empty for a build without the list. */
export async function readChunkNames(clientDir: string): Promise<Map<string, string>> {
  const source = await readFile(join(clientDir, '..', CHUNK_NAMES_FILE), 'utf8').catch(() => '{}');
  return new Map(Object.entries(JSON.parse(source) as Record<string, string>));
}

/** Reads a client build folder (`build/client`): its manifest, and each module's size gzipped as served. */
export async function measureClientBuild(clientDir: string): Promise<RouteJavaScript[]> {
  const manifest = await readClientManifest(clientDir);
  const paths = new Set([...modulesOf(manifest.entry), ...Object.values(manifest.routes).flatMap(modulesOf)]);
  const sizes = new Map<string, number>();
  for (const path of paths)
    sizes.set(path, gzipSync(await readFile(join(clientDir, path)), { level: 9 }).byteLength);
  return measureRoutes(manifest, (path) => sizes.get(path) ?? 0);
}
