// Builds what `pnpm start` serves: the storefront's production bundle and the static Storybook.
// Each step prints one line with its time and any warnings; a failing step prints its output's end.
import { runQuietly } from './process.ts';

export async function buildAll(): Promise<void> {
  await runQuietly('pnpm', ['--filter', '@nirmal/storefront', 'build'], 'build storefront');
  await runQuietly('pnpm', ['build-storybook'], 'build storybook');
}

if (import.meta.main) {
  await buildAll();
}
