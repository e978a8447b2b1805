import { defineConfig } from 'vite';
import { inlineTheme, stableStyledIds } from './build/vite.ts';
import manifest from './package.json' with { type: 'json' };

// Library build: ESM only, one output module per source module (with `sideEffects: false`, a
// consumer's bundler drops every component it does not import), peers and Radix left to the
// consumer's install. Every module is a client module for React Server Components.
const external = [...Object.keys(manifest.peerDependencies), ...Object.keys(manifest.dependencies)];
const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));

// styled-components 6 ships CommonJS without an `exports` map, so in Node's ESM (a consumer's
// server render without a bundler) its default import is the whole `module.exports` object and
// `styled.div` is undefined. Its named export `styled` works everywhere: the build imports that.
const defaultStyledImport = /^import (\w+)(?:, \{ ([^}]*) \})? from "styled-components";$/gm;
const styledNamedImport = {
  name: 'nirmal:styled-named-import',
  // Only the import line changes and no line moves, so the source map stays valid (`map: null`).
  renderChunk: (code: string) => ({
    code: code.replace(
      defaultStyledImport,
      (_line, local: string, named?: string) =>
        `import { ${local === 'styled' ? local : `styled as ${local}`}${named ? `, ${named}` : ''} } from "styled-components";`,
    ),
    map: null,
  }),
};

export default defineConfig({
  plugins: [stableStyledIds(), inlineTheme(), styledNamedImport],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: "'use client';",
      },
    },
  },
});
