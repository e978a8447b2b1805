import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { e2e } from './system.ts';

// Visual regression: every story of the static Storybook, at the first (360 px) and the desktop
// (1280 px) layout, compared with the baselines committed in e2e/__screenshots__.
// Regenerate them deliberately with `pnpm test:e2e e2e/visual.spec.ts --update-snapshots`.
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

const index = new URL('../storybook-static/index.json', import.meta.url);
const stories: IndexEntry[] = existsSync(index)
  ? Object.values(
      (JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    ).filter((entry) => entry.type === 'story' && !entry.tags?.includes('!visual'))
  : [];

const widths = [360, 1280] as const;

async function renderStory(page: Page, id: string): Promise<void> {
  await page.goto(`${e2e.storybook}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  const phase = await page
    .waitForFunction(
      () => {
        const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender;
        return ['completed', 'errored', 'aborted'].includes(render?.phase ?? '') && render?.phase;
      },
      undefined,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue());
  expect(phase, `story ${id} finished rendering`).toBe('completed');
  await page.evaluate(() => document.fonts.ready);
}

test.describe('visual', () => {
  test.skip(stories.length === 0, 'needs the Storybook build (pnpm build)');
  test.use({ deviceScaleFactor: 1, isMobile: false, hasTouch: false });

  for (const story of stories) {
    for (const width of widths) {
      test(`${story.title} / ${story.name} @ ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await renderStory(page, story.id);
        await expect(page).toHaveScreenshot(`${story.id}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.002,
        });
      });
    }
  }
});
