// `pnpm chromatic`: publishes the Storybook build to Chromatic for hosted visual review.
// It needs CHROMATIC_PROJECT_TOKEN and the internet; neither exists on the build machines,
// where the committed screenshot baselines (e2e/visual.spec.ts) do the comparison instead.
import { run } from './process.ts';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN (the Chromatic project token) to publish to Chromatic.');
  process.exit(1);
}
await run('pnpm', ['build-storybook'], 'build storybook');
await run(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--only-changed',
    '--exit-zero-on-changes',
  ],
  'chromatic',
);
