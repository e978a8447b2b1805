import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole system: the documentation site and, through the Vitest addon,
// every story as a test in Chromium. The default react-docgen reads the props tables
// (react-docgen-typescript does not support TypeScript 6).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
