// Builds what `pnpm start` serves: the storefront's production bundle and the static Storybook.
import { run } from './process.ts';

export async function buildAll(): Promise<void> {
  await run('pnpm', ['--filter', '@nirmal/storefront', 'build'], 'build storefront');
  await run('pnpm', ['build-storybook'], 'build storybook');
}

if (import.meta.main) {
  await buildAll();
}
