// `pnpm bench:ds`: what each export of @nirmal/design-system costs a consumer, minified and
// gzipped, beyond its peers (react, react-dom, styled-components) — and all of it together.
import { build, type BuildOptions } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { repoRoot } from './process.ts';

const entry = join(repoRoot, 'packages/design-system/src/index.ts');
const BUDGET_GZIP_BYTES = 3 * 1024;
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
  const result = await build({ ...options, stdin: { contents: source, resolveDir: repoRoot, loader: 'ts' } });
  const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const all = await build({ ...options, entryPoints: [entry], metafile: true });
const exported = Object.values(all.metafile.outputs).flatMap((output) => output.exports);
const components = exported.filter((name) => /^[A-Z]/.test(name)).sort();

const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(7);
console.log(`${'export'.padEnd(28)} ${'min KB'.padStart(7)} ${'gzip KB'.padStart(7)}`);
let over = 0;
for (const name of components) {
  const { min, gzip } = await cost(`export { ${name} } from ${JSON.stringify(entry)};`);
  const flag = gzip > BUDGET_GZIP_BYTES ? '  over the 3 KB budget' : '';
  if (flag) over++;
  console.log(`${name.padEnd(28)} ${kb(min)} ${kb(gzip)}${flag}`);
}
const total = await cost(`export * from ${JSON.stringify(entry)};`);
console.log(`${'everything'.padEnd(28)} ${kb(total.min)} ${kb(total.gzip)}`);
console.log(`\n${components.length} exports measured; ${over} over the 3 KB gzip budget per component.`);
