import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { e2e } from './system.ts';

// Visual regression: every story of the static Storybook, at the first (360 px) and the desktop
// (1280 px) layout, compared with the baselines committed in e2e/__screenshots__.
// Regenerate them deliberately with `pnpm test:e2e e2e/visual.spec.ts --update-snapshots`.
// One test per component: its stories take turns in one loaded preview (Storybook switches
// stories without reloading), which is what keeps ~1,000 screenshots within minutes.
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

const index = new URL('../storybook-static/index.json', import.meta.url);
const stories: IndexEntry[] = existsSync(index)
  ? Object.values(
      (JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    ).filter((entry) => entry.type === 'story' && !entry.tags?.includes('!visual'))
  : [];
const components = Map.groupBy(stories, (story) => story.title);

const widths = [360, 1280] as const;

type Preview = {
  channel: { emit(event: string, payload: unknown): void };
  currentRender?: { id?: string; phase?: string };
};

/** Waits until the preview has rendered `id` and run its play function; returns how it ended. */
async function renderedPhase(page: Page, id: string): Promise<string> {
  const handle = await page.waitForFunction(
    (storyId) => {
      const render = (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      // Storybook 10 ends a render (with its play function) in 'finished'.
      const done = ['finished', 'completed', 'errored', 'aborted'].includes(render?.phase ?? '');
      return render?.id === storyId && done && render.phase;
    },
    id,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as string;
}

async function showStory(page: Page, id: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(`${e2e.storybook}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  } else {
    await page.evaluate((storyId) => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
      preview?.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  expect(['finished', 'completed'], `story ${id} rendered`).toContain(await renderedPhase(page, id));
  await page.evaluate(() => document.fonts.ready);
}

test.describe('visual', () => {
  test.skip(stories.length === 0, 'needs the Storybook build (pnpm build)');
  // Reduced motion makes every transition instant (the theme's durations go to zero), so an
  // overlay a play function closes is gone, not half faded, whenever the screenshot is taken.
  test.use({ deviceScaleFactor: 1, isMobile: false, hasTouch: false, reducedMotion: 'reduce' });

  for (const [title, componentStories] of components) {
    test(title, async ({ page }) => {
      test.setTimeout(30_000 + componentStories.length * 10_000);
      for (const [position, story] of componentStories.entries()) {
        await page.setViewportSize({ width: widths[0], height: 800 });
        await showStory(page, story.id, position === 0);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await expect.soft(page, `${story.name} @ ${width}px`).toHaveScreenshot(`${story.id}-${width}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.002,
          });
        }
      }
    });
  }
});
