import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

// One Storybook for the whole system: the documentation site and, through the Vitest addon,
// every story as a test in Chromium. The default react-docgen reads the props tables
// (react-docgen-typescript does not support TypeScript 6).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The static build warns only about what we can act on, so `pnpm start` can show every warning.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build: {
        rolldownOptions: {
          // Advice about the time Storybook's own plugins take, not about our code.
          checks: { pluginTimings: false },
          onwarn(warning, warn) {
            // Radix marks its modules "use client"; a static bundle has no server components to keep it for.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
