import { inlineTheme, stableStyledIds } from '@nirmal/design-system/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

// The sidebar's groups, in the order they appear: each is a folder of `stories/` and the name a
// reader sees. Titles come from here and the file name (`actions-and-inputs/Button.stories.tsx` →
// "Actions and inputs/Button"), so story files carry no title. The sidebar keeps this order
// because preview.tsx sets no storySort (Storybook reads storySort only when written inline).
const groups = [
  { directory: 'foundations', title: 'Foundations' },
  { directory: 'actions-and-inputs', title: 'Actions and inputs' },
  { directory: 'feedback-and-status', title: 'Feedback and status' },
  { directory: 'overlays', title: 'Overlays' },
  { directory: 'commerce', title: 'Commerce' },
  { directory: 'devices-amc-and-service', title: 'Devices AMC and service' },
  { directory: 'account', title: 'Account' },
  { directory: 'staff', title: 'Staff' },
  { directory: 'shell-and-layout', title: 'Shell and layout' },
];

// One Storybook for the whole system: the documentation site and, through the Vitest addon,
// every story as a test in Chromium. The default react-docgen reads the props tables
// (react-docgen-typescript does not support TypeScript 6).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    { directory: '../stories', files: 'Introduction.mdx' },
    ...groups.map(({ directory, title }) => ({
      directory: `../stories/${directory}`,
      files: '*.@(mdx|stories.tsx)',
      titlePrefix: title,
    })),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  typescript: { reactDocgen: 'react-docgen' },
  // Class names as in the published build and the storefront (`nirmal-Button__ButtonRoot`).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), stableStyledIds(), inlineTheme()],
  }),
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
