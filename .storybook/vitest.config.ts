import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

// Every story is a test in real Chromium: it renders, runs its `play` function and its axe checks
// (preview.tsx sets `a11y.test: 'error'`, so a violation fails the test).
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Reduced motion: overlays appear without their entrance animation, so checks see the end state.
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
