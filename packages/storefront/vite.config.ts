import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { inlineTheme, stableStyledIds } from '@nirmal/design-system/vite';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_NAMES_FILE } from './budgets/first-load-js.ts';
import { readConfig } from './server/config.ts';
import { forwardedHeaders } from './server/forwarded.ts';
import { forwardToServices } from './server/services.ts';

const config = readConfig();

/**
 * In development the Vite server stands in for server/main.ts: it forwards /api and /cms to the
 * configured services exactly as that server does (the same module), before any of its own handling.
 */
function servicesAsInProduction(): Plugin {
  return {
    name: 'nirmal:services-as-in-production',
    configureServer(server) {
      const forwardedToService = forwardToServices(config);
      server.middlewares.use((req, res, next) => {
        if (!forwardedToService(req, res, forwardedHeaders(req, config.trustProxy))) next();
      });
    },
  };
}

/**
 * How the browser's JavaScript is cut into files. Left to itself the bundler gives every set of
 * routes that shares a module its own file, and the shell came in some forty files under 1 KB, each
 * compressed alone (a phone paid for the same code, compressed worse, on every route). Here the
 * framework every page starts with is one file, and our code that many pages load at once is
 * another. Code a page loads later (`import()`) is left out of both, so it still arrives only when
 * first needed.
 */
const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|mobx|mobx-react-lite|@tanstack[\\/][^\\/]+|styled-components|stylis|@emotion[\\/][^\\/]+)[\\/]/,
      tags: ['$initial' as const],
      priority: 2,
    },
    {
      // Our modules that many pages load at once (buttons, links, stacks, tokens, the stores'
      // rules…) otherwise came as dozens of files under 1 KB, one for each set of routes sharing
      // them, each compressed alone: a product page fetched 68 files. In one file they compress
      // together, and a route loads the few it does not use with it. 15 of the ~55 routes is where
      // every route's first load was lowest (product −7.1 KB, category −7.9, home −4.6, the
      // shell −2.0 against leaving them apart; 12 and 18 gave more on most routes).
      name: 'shared',
      test: /[\\/]packages[\\/](?:design-system|domain|format|storefront)[\\/]/,
      tags: ['$initial' as const],
      minShareCount: 15,
      priority: 1,
    },
  ],
};

/**
 * Every import between chunks and every list of what a lazy part needs spells file names out, so
 * the chunks that only hold code several modules share (the framework, the shared modules, the
 * ones a few routes share) are named by their content hash alone: every route's first load was
 * 0.7–1.2 KB smaller than with `<name>-<hash>` (product −1.2, search −1.1, the shell −0.7). Routes
 * and lazy parts keep their names for the network panel, and chunkNames() writes what each chunk
 * is beside the build for `pnpm bench:first-load` to name them.
 */
const chunkFileNames = ({ isDynamicEntry }: { isDynamicEntry: boolean }) =>
  isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js';

/** Writes build/chunk-names.json: each browser chunk's path with the name the bundler gave it. */
function chunkNames(): Plugin {
  return {
    name: 'nirmal:chunk-names',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir = '' }, bundle) {
      const names = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[`/${output.fileName}`, output.name]] : [],
        ),
      );
      await writeFile(join(dir, '..', CHUNK_NAMES_FILE), `${JSON.stringify(names, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  // The design system's styled parts get the same class names on the server and in the browser,
  // and each module carries only the theme references it reads.
  plugins: [servicesAsInProduction(), reactRouter(), stableStyledIds(), inlineTheme(), chunkNames()],
  server: { port: config.port },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting, chunkFileNames } } } },
  },
  ssr: {
    // Our workspace packages ship TypeScript source; styled-components must be one instance
    // shared by the app and the design system on the server.
    noExternal: ['styled-components', '@nirmal/design-system', '@nirmal/domain', '@nirmal/format'],
  },
});
