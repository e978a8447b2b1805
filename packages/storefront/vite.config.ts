import { reactRouter } from '@react-router/dev/vite';
import { inlineTheme, stableStyledIds } from '@nirmal/design-system/vite';
import { defineConfig } from 'vite';

const apiBase = process.env.API_BASE_URL ?? 'http://localhost:4000';
const cmsBase = process.env.CMS_BASE_URL ?? apiBase;

// In development the Vite server stands in for server/main.ts: it forwards /api and /cms to the
// configured bases (keeping the browser's Host so commerce-api's Origin check sees a same-origin call).
export default defineConfig({
  // The design system's styled parts get the same class names on the server and in the browser,
  // and each module carries only the theme references it reads.
  plugins: [reactRouter(), stableStyledIds(), inlineTheme()],
  server: {
    port: Number(process.env.STOREFRONT_PORT ?? 3000),
    proxy: {
      '/api': { target: apiBase, xfwd: true },
      '/cms': { target: cmsBase, xfwd: true },
    },
  },
  ssr: {
    // Our workspace packages ship TypeScript source; styled-components must be one instance
    // shared by the app and the design system on the server.
    noExternal: ['styled-components', '@nirmal/design-system', '@nirmal/domain', '@nirmal/format'],
  },
});
