// React Router's module script starts with one static import per route module of the page,
// `import * as route0 from "/assets/root-….js";`, and ends by importing the client entry. Static
// imports are evaluated as one graph in one task: the framework, the shell and the page, some
// 90 ms on a phone's main thread before hydration begins.
const ROUTE_IMPORT = /^import \* as route\d+ from "([^"]+)";$/gm;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/m;

/**
 * The page's module files cut into turns of evaluation, in order: the files the client entry
 * imports (the framework), then for each route module the files it imports and then the route
 * module itself. Started one turn after another, each a few module scripts of its own, the
 * framework, the shell and the page are each evaluated in tasks of their own, and React Router's
 * module script, started last, finds them all evaluated. `preloads` are the module files in the
 * manifest's order: the entry and its imports, then each route module followed by its imports.
 * No turns when the code has no route imports.
 */
export function evaluationTurns(code: string, preloads: readonly string[]): string[][] {
  const routeFiles = new Set([...code.matchAll(ROUTE_IMPORT)].map(([, file = '']) => file));
  if (routeFiles.size === 0) return [];
  const entry = ENTRY_IMPORT.exec(code)?.[1];
  const turns: string[][] = [[]];
  const placed = new Set<string>();
  let route: string | undefined;
  for (const file of preloads) {
    if (file === entry || placed.has(file)) continue;
    placed.add(file);
    if (!routeFiles.has(file)) (turns.at(-1) ?? []).push(file);
    else {
      if (route) turns.at(-1)?.push(route);
      route = file;
      turns.push([]);
    }
  }
  if (route) turns.at(-1)?.push(route);
  return turns.filter((turn) => turn.length > 0);
}
