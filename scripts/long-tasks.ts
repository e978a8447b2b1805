// `node scripts/long-tasks.ts <url> [--signed-in]`: what blocks a phone's main thread while a page
// loads. Opens the page in Chromium at Lighthouse's 4× CPU slowdown on a phone screen, records a
// performance trace and a CPU profile together, and prints each long task (50 ms or more) after
// the first paint: what the browser did in it (script, style, layout, paint) and the functions
// that took the time. With --signed-in, as the demo customer (the development OTP outbox).
// Builds carry no source maps; SOURCE_MAPS=<folder of .js.map files> names functions by their
// source (a build made with `build.sourcemap` on, elsewhere than the shared build folder).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import { join } from 'node:path';
import { chromium, devices, type CDPSession } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';
import { signIn } from './demo-customer.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;
/** How long the page may keep working after `load`: hydration and idle work included. */
const SETTLE_MS = 5_000;
/** Trace events worth naming inside a task; the rest are their parts. */
const WORK_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function record(url: string, cookie: string | undefined) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ ...devices['Moto G4'] });
    if (cookie)
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
        }),
      );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'v8',
          'loading',
        ],
      },
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await stopTracing(cdp);
    return { events, profile };
  } finally {
    await browser.close();
  }
}

async function stopTracing(cdp: CDPSession): Promise<void> {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
}

/** The page's main thread: the renderer main thread with the most events. */
function mainThread(events: TraceEvent[]) {
  const threads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const count = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length;
  const [main] = threads.sort((a, b) => count(b) - count(a));
  if (!main) throw new Error('the trace has no renderer main thread');
  return events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
}

const sourceMaps = new Map<string, SourceMap | undefined>();
function sourceMapOf(file: string): SourceMap | undefined {
  if (!sourceMaps.has(file)) {
    const path = process.env.SOURCE_MAPS && join(process.env.SOURCE_MAPS, `${file}.map`);
    sourceMaps.set(
      file,
      path && existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : undefined,
    );
  }
  return sourceMaps.get(file);
}

/** `function@source:line`, through the source map when there is one. */
function functionName({ callFrame }: ProfileNode): string {
  const file = callFrame.url.split('/').pop() ?? '';
  const name = callFrame.functionName || '(anonymous)';
  // Node gives the original name too, which its types do not list yet.
  const entry: Partial<SourceMapping> & { name?: string } =
    (file && sourceMapOf(file)?.findEntry(callFrame.lineNumber, callFrame.columnNumber)) || {};
  if (entry.originalSource !== undefined && entry.originalLine !== undefined) {
    const source = entry.originalSource.replace(/.*node_modules\//, '');
    return `${entry.name ?? name}@${source}:${entry.originalLine + 1}`;
  }
  return file ? `${name}@${file}:${callFrame.lineNumber + 1}` : name;
}

/** Milliseconds spent in each function (self time) between two trace timestamps. */
function functionsBetween(profile: Profile, from: number, to: number): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const spent = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const next = time + (profile.timeDeltas[index + 1] ?? 0);
    const node = nodes.get(id);
    if (!node || time < from || time > to || node.callFrame.functionName === '(idle)') return;
    const name = functionName(node);
    spent.set(name, (spent.get(name) ?? 0) + (next - time) / 1000);
  });
  return spent;
}

const heaviest = (spent: Map<string, number>, count: number) =>
  [...spent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${Math.round(ms)} ms ${name}`)
    .join(', ');

const [target, ...flags] = process.argv.slice(2);
if (!target) {
  console.error('usage: node scripts/long-tasks.ts <url> [--signed-in]');
  process.exit(2);
}
const cookie = flags.includes('--signed-in') ? await signIn(new URL(target).origin) : undefined;
const { events, profile } = await record(target, cookie);
const main = mainThread(events);
const start = main[0]?.ts ?? 0;
const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? start;
const longTasks = main.filter(
  (event) =>
    event.name === 'RunTask' && (event.dur ?? 0) >= LONG_TASK_US && event.ts + (event.dur ?? 0) > firstPaint,
);
const blocking = longTasks.reduce((sum, task) => sum + ((task.dur ?? 0) - LONG_TASK_US) / 1000, 0);
console.log(
  `${target}: first paint at ${Math.round((firstPaint - start) / 1000)} ms; ${longTasks.length} long tasks after it, ${Math.round(blocking)} ms over 50 ms (network unthrottled)`,
);
for (const task of longTasks) {
  const end = task.ts + (task.dur ?? 0);
  const work = new Map<string, number>();
  for (const event of main)
    if (WORK_EVENTS.has(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end) {
      const name = event.args?.data?.url
        ? `${event.name} ${event.args.data.url.split('/').pop()}`
        : event.name;
      work.set(name, (work.get(name) ?? 0) + (event.dur ?? 0) / 1000);
    }
  console.log(`\n  at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms`);
  console.log(`    work: ${heaviest(work, 6)}`);
  console.log(`    functions: ${heaviest(functionsBetween(profile, task.ts, end), 8)}`);
}
