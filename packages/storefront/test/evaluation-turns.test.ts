import { describe, expect, it } from 'vitest';
import { evaluationTurns } from '../app/ssr/evaluation-turns.ts';

// React Router's module script for a product page, as <Scripts> renders it.
const CODE = [
  'import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/product.js";',
  'window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};',
  'import("/assets/entry.client.js");',
].join('\n');
const files = (...names: string[]) => names.map((name) => `/assets/${name}.js`);

describe('evaluationTurns', () => {
  it('puts the entry’s imports first, then each route module after the files it imports, never the entry', () => {
    const preloads = files('entry.client', 'runtime', 'framework', 'root', 'shared', 'product', 'gallery');
    expect(evaluationTurns(CODE, preloads)).toEqual([
      files('runtime', 'framework'),
      files('shared', 'root'),
      files('gallery', 'product'),
    ]);
  });

  it('places a file the manifest lists for two routes in the first turn that needs it', () => {
    const preloads = files('entry.client', 'framework', 'root', 'shared', 'product', 'shared', 'gallery');
    expect(evaluationTurns(CODE, preloads)).toEqual([
      files('framework'),
      files('shared', 'root'),
      files('gallery', 'product'),
    ]);
  });

  it('has no turns for a module script without route imports', () => {
    expect(evaluationTurns('import("/assets/entry.client.js");', files('entry.client', 'framework'))).toEqual(
      [],
    );
  });
});
