// `pnpm bench:ds`: what each export of @nirmal/design-system costs a consumer, minified and
// gzipped, beyond its peers (react, react-dom, styled-components) — and all of it together.
// Measured on the package as it is published: its library build (`dist`) is made first.
// Exports over the component budget of ARCHITECTURE.md are marked.
import { build, type BuildOptions } from 'esbuild';
import { build as buildLibrary } from 'vite';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { componentImportBudget } from '../packages/storefront/budgets/budgets.ts';
import { repoRoot } from './process.ts';

const designSystem = join(repoRoot, 'packages/design-system');
await buildLibrary({
  root: designSystem,
  configFile: join(designSystem, 'vite.config.ts'),
  logLevel: 'warn',
});
const entry = join(designSystem, 'dist/index.js');
const options: BuildOptions = {
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
};

async function cost(source: string) {
  const result = await build({ ...options, stdin: { contents: source, resolveDir: repoRoot, loader: 'js' } });
  const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const all = await build({ ...options, entryPoints: [entry], metafile: true });
const exported = Object.values(all.metafile.outputs).flatMap((output) => output.exports);
const components = exported.filter((name) => /^[A-Z]/.test(name)).sort();

const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(7);
console.log(`${'export'.padEnd(28)} ${'min KB'.padStart(7)} ${'gzip KB'.padStart(7)}`);
const gzipSizes: number[] = [];
const overBudget: string[] = [];
for (const name of components) {
  const { min, gzip } = await cost(`export { ${name} } from ${JSON.stringify(entry)};`);
  gzipSizes.push(gzip);
  const over = gzip > componentImportBudget.maxGzipKb * 1024;
  if (over) overBudget.push(name);
  console.log(`${name.padEnd(28)} ${kb(min)} ${kb(gzip)}${over ? '  over budget' : ''}`);
}
const total = await cost(`export * from ${JSON.stringify(entry)};`);
console.log(`${'everything'.padEnd(28)} ${kb(total.min)} ${kb(total.gzip)}`);
gzipSizes.sort((a, b) => a - b);
const median = gzipSizes[Math.floor(gzipSizes.length / 2)] ?? 0;
console.log(`\n${components.length} exports measured; median ${kb(median).trim()} KB gzip each.`);
console.log(`${overBudget.length} over the budget of ${componentImportBudget.maxGzipKb} KB gzip each.`);
