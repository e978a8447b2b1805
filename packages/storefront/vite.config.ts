import { reactRouter } from '@react-router/dev/vite';
import { inlineTheme, stableStyledIds } from '@nirmal/design-system/vite';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  // The design system's styled parts get the same class names on the server and in the browser,
  // and each module carries only the theme references it reads.
  plugins: [servicesAsInProduction(), reactRouter(), stableStyledIds(), inlineTheme()],
  server: { port: config.port },
  ssr: {
    // Our workspace packages ship TypeScript source; styled-components must be one instance
    // shared by the app and the design system on the server.
    noExternal: ['styled-components', '@nirmal/design-system', '@nirmal/domain', '@nirmal/format'],
  },
});
