// `pnpm test`: everything CI runs, in order from cheapest to dearest. Each step's figures are
// printed; the closing line totals the tests of every runner.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { run, repoRoot } from './process.ts';

// Not test-results/: Playwright empties that folder when it starts.
const reports = join(repoRoot, 'test-reports');
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
await rm(reports, { recursive: true, force: true });

const started = performance.now();
const steps: Array<[string, string, string[], NodeJS.ProcessEnv?]> = [
  ['typecheck', 'pnpm', ['typecheck']],
  ['lint', 'pnpm', ['lint']],
  ['format', 'pnpm', ['format:check']],
  [
    'unit, contract and story tests (Vitest)',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['build', 'node', ['scripts/build.ts']],
  ['JavaScript budgets per route (first load, gzip)', 'node', ['packages/storefront/budgets/check.ts']],
  [
    'published packages: @nirmal/format and @nirmal/design-system (build, publint, attw)',
    'pnpm',
    ['--filter', '@nirmal/format', '--filter', '@nirmal/design-system', 'run', 'build-and-check'],
  ],
  [
    'design-system consumer (packed tarball, server and browser)',
    'node',
    ['scripts/test-consumer.ts', '--no-build'],
  ],
  [
    'journeys (Playwright)',
    'pnpm',
    ['exec', 'playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  ],
];

let failure: Error | undefined;
for (const [step, command, args, env] of steps) {
  try {
    await run(command, args, step, env ? { env: { ...process.env, ...env } } : {});
  } catch (error) {
    failure = error as Error;
    break;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = await readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = await readJson(playwrightReport);
if (playwright?.stats) {
  totals.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  totals.failed += playwright.stats.unexpected ?? 0;
  totals.skipped += playwright.stats.skipped ?? 0;
}

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
if (failure) console.error(`\n✘ ${failure.message}`);
console.log(`\npnpm test took ${minutes} min`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failure || totals.failed > 0 ? 1 : 0);

async function readJson(file: string) {
  return readFile(file, 'utf8').then(JSON.parse, () => undefined);
}
