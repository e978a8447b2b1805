// The map locator's step as a customer reaches it on a phone (§2 reinstall path: the pending list,
// "Book a new service", Re-installation, Continue, then "Pin the new place on a map"), measured in
// Chromium with the throttling Lighthouse's mobile audit applies through DevTools: 4× CPU and slow
// 4G (562.5 ms round trip, 1,474.56 kbit/s down, 675 up) on its Moto G Power screen.
// A Lighthouse navigation cannot click through a wizard, so the page's own Performance API gives
// the same figures over the span that matters: from the moment the re-install form shows (what it
// loads in the background while the customer reads counts too) until the map has settled.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';

/** Lighthouse's DevTools throttling for mobile (its `throttling` constants for slow 4G). */
const SLOW_4G = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };
/** How long the customer reads the re-install form before opening the map. */
const READING_MS = 5_000;
/** The map has settled when no long task has run for this long. */
const QUIET_MS = 2_000;
const LONG_TASK_MS = 50;

export interface MapStepFigures {
  /** From the click on "Pin the new place on a map" to the map showing its localities. */
  timeToMapMs: number;
  /** Total blocking time from the re-install form showing to the map settled. */
  totalBlockingTimeMs: number;
  /** The part of it after the click. */
  blockingAfterClickMs: number;
  /** Cumulative layout shift over the same span (largest session window, shifts after input excluded). */
  cumulativeLayoutShift: number;
  /** Script fetched from the re-install form showing on, gzip. */
  scriptBytes: number;
  scriptFiles: number;
}

interface Recorded {
  longTasks: { start: number; duration: number }[];
  shifts: { start: number; value: number }[];
  clickAt: number | null;
  mapShownAt: number | null;
}

declare global {
  interface Window {
    __mapStepAudit: Recorded;
  }
}

/** Records long tasks and layout shifts from the page's start, before any of its scripts run. */
function recordPerformance() {
  const recorded: Recorded = { longTasks: [], shifts: [], clickAt: null, mapShownAt: null };
  window.__mapStepAudit = recorded;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      recorded.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) recorded.shifts.push({ start: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Notes the click that opens the map and the moment the map first shows a locality's name. */
function watchForMap() {
  const recorded = window.__mapStepAudit;
  document.addEventListener('click', (event) => (recorded.clickAt ??= event.timeStamp), {
    capture: true,
    once: true,
  });
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-map="leaflet"] .leaflet-marker-icon')) {
      recorded.mapShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

const blocking = (tasks: Recorded['longTasks'], from: number) =>
  tasks
    .filter(({ start }) => start >= from)
    .reduce((sum, { duration }) => sum + Math.max(0, duration - LONG_TASK_MS), 0);

/** CLS as Chromium defines it: the largest window of shifts less than 1 s apart, at most 5 s long. */
export function cumulativeLayoutShift(shifts: { start: number; value: number }[]): number {
  let largest = 0;
  let window = { first: Number.NEGATIVE_INFINITY, last: Number.NEGATIVE_INFINITY, sum: 0 };
  for (const { start, value } of [...shifts].sort((a, b) => a.start - b.start)) {
    if (start - window.last > 1_000 || start - window.first > 5_000)
      window = { first: start, last: start, sum: 0 };
    window.last = start;
    window.sum += value;
    largest = Math.max(largest, window.sum);
  }
  return largest;
}

/**
 * Opens the device's service wizard signed in (`cookie`), goes to the map locator by the reinstall
 * path as a customer does, and measures that step. One fresh browser context (empty cache) per call.
 */
export async function auditMapStep(base: string, cookie: string, assetId: string): Promise<MapStepFigures> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: SCREEN.width, height: SCREEN.height },
      deviceScaleFactor: SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: base };
      }),
    );
    const page = await context.newPage();
    await page.addInitScript(recordPerformance);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    let counting = false;
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (counting && response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).byteLength));
    });

    await page.goto(new URL(`/service?id=${assetId}`, base).href);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await page.getByRole('button', { name: 'Book a new service' }).click();
    await page.getByText('Re-installation', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'Where should we re-install it?' }).waitFor();
    counting = true;
    const formShownAt = await page.evaluate(() => performance.now());

    await page.waitForTimeout(READING_MS);
    await page.evaluate(watchForMap);
    await page.getByRole('button', { name: 'Pin the new place on a map' }).click();
    await page.waitForFunction(() => window.__mapStepAudit.mapShownAt !== null, null, { timeout: 60_000 });
    await page.waitForFunction(
      ({ quiet }) => {
        const last = window.__mapStepAudit.longTasks.at(-1);
        return !last || performance.now() - (last.start + last.duration) > quiet;
      },
      { quiet: QUIET_MS },
      { timeout: 30_000, polling: 250 },
    );
    counting = false;

    const recorded = await page.evaluate(() => window.__mapStepAudit);
    const sizes = await Promise.all(scripts);
    const clickAt = recorded.clickAt ?? Number.NaN;
    return {
      timeToMapMs: (recorded.mapShownAt ?? Number.NaN) - clickAt,
      totalBlockingTimeMs: blocking(recorded.longTasks, formShownAt),
      blockingAfterClickMs: blocking(recorded.longTasks, clickAt),
      cumulativeLayoutShift: cumulativeLayoutShift(
        recorded.shifts.filter(({ start }) => start >= formShownAt),
      ),
      scriptBytes: sizes.reduce((sum, bytes) => sum + bytes, 0),
      scriptFiles: sizes.length,
    };
  } finally {
    await browser.close();
  }
}
