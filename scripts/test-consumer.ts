// `pnpm test:consumer`: what another company app gets when it installs @nirmal/design-system.
// Packs the built package (and @nirmal/format, which it depends on), installs the tarballs into a copy of fixtures/design-system-consumer
// outside the workspace, then checks the server render, hydration and behaviour in Chromium, the
// tokens in computed styles, and the published types under Node's own (nodenext) resolution.
//   node scripts/test-consumer.ts [--no-build] [--keep]
//   --no-build  use the existing packages/design-system/dist (e.g. right after build-and-check)
//   --keep      keep the temporary app for inspection (it is kept anyway when a check fails)
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page as BrowserPage } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';
import { repoRoot, run } from './process.ts';

const args = new Set(process.argv.slice(2));
const fixture = join(repoRoot, 'fixtures/design-system-consumer');
const designSystem = join(repoRoot, 'packages/design-system');
const format = join(repoRoot, 'packages/format');
const started = performance.now();
const checks: string[] = [];
const app = await mkdtemp(join(tmpdir(), 'nirmal-consumer-'));
let failed = false;

try {
  if (!args.has('--no-build')) {
    await run('pnpm', ['--filter', '@nirmal/design-system', 'build'], 'build @nirmal/design-system');
  }

  await cp(fixture, app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source.slice(fixture.length)),
  });
  // @nirmal/format is published alongside the design system (its one dependency of ours): both
  // tarballs are installed, the design system's `@nirmal/format` pointed at the packed one.
  const packs = join(app, '.packs');
  const designSystemTarball = await pack(designSystem, '@nirmal/design-system', join(packs, 'design-system'));
  const formatTarball = await pack(format, '@nirmal/format', join(packs, 'format'));

  const manifestPath = join(app, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  manifest.dependencies['@nirmal/design-system'] = `file:./.packs/design-system/${designSystemTarball}`;
  manifest.pnpm.overrides = { '@nirmal/format': `file:./.packs/format/${formatTarball}` };
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  await run(
    'pnpm',
    ['install', '--prefer-offline', '--ignore-workspace', '--no-frozen-lockfile', '--reporter=append-only'],
    `install ${designSystemTarball}, ${formatTarball} and the fixture's dependencies (outside the workspace)`,
    { cwd: app },
  );
  const installed = JSON.parse(
    await readFile(join(app, 'node_modules/@nirmal/design-system/package.json'), 'utf8'),
  );
  expect(
    installed.exports?.['.']?.default === './dist/index.js',
    'the installed package exports its build (publishConfig applied by pnpm pack)',
  );

  await run(
    join(repoRoot, 'node_modules/.bin/tsc'),
    ['-p', join(app, 'tsconfig.json')],
    'types: tsc --noEmit (nodenext) against the installed package',
    {
      cwd: app,
    },
  );
  checks.push('types resolve under nodenext and are precise (@ts-expect-error lines stay errors)');

  await run('node', ['build.js'], 'bundle the fixture with esbuild (server and browser)', { cwd: app });
  await run('node', ['dist/server.js'], 'server render (renderToString + ServerStyleSheet)', { cwd: app });
  checks.push('server render: texts, roles and collected style tags');

  await checkInBrowser(join(app, 'dist'));
} catch (error) {
  failed = true;
  console.error(`\n✘ consumer test failed: ${(error as Error).message}`);
  console.error(`  the temporary app is kept for inspection: ${app}`);
}

if (!failed && !args.has('--keep')) await rm(app, { recursive: true, force: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nconsumer checks passed (${checks.length}):`);
for (const check of checks) console.log(`  ✔ ${check}`);
console.log(`consumer test ${failed ? 'FAILED' : 'passed'} in ${seconds} s`);
process.exit(failed ? 1 : 0);

/** Packs a workspace package (publishConfig applied; @nirmal/format builds itself first) and names its tarball. */
async function pack(dir: string, name: string, destination: string): Promise<string> {
  await run('pnpm', ['pack', '--pack-destination', destination], `pack ${name}`, { cwd: dir });
  const tarball = (await readdir(destination)).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack left no .tgz in ${destination}`);
  return tarball;
}

function expect(condition: boolean, description: string): void {
  if (!condition) throw new Error(`expected ${description}`);
  checks.push(description);
}

/** Serves the server-rendered page and its bundle, then drives it in Chromium. */
async function checkInBrowser(dist: string): Promise<void> {
  const stepStarted = performance.now();
  console.log('\n▶ browser: hydration, behaviour and tokens in Chromium');
  const expected = JSON.parse(await readFile(join(dist, 'expected.json'), 'utf8'));
  const server = await serve(dist);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // Before any JavaScript: the first paint is already styled by the collected style tags.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto(url);
    const staticButton = staticPage.getByRole('button', { name: expected.texts.action });
    expect(
      (await staticButton.evaluate((element) => getComputedStyle(element).backgroundColor)) ===
        hexToRgb(expected.brand),
      `the page is styled before hydration (button background = color.brand ${expected.brand})`,
    );
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 10_000,
    });
    await page.waitForTimeout(250);
    expect(problems.length === 0, `hydration without console errors${describe(problems)}`);

    const root = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--nirmal-color-brand').trim(),
    );
    expect(root === expected.brand, `--nirmal-color-brand on :root is ${expected.brand} (got ${root})`);
    const button = page.getByRole('button', { name: expected.texts.action });
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, minHeight: computed.minHeight };
    });
    expect(
      style.background === hexToRgb(expected.brand),
      `the button's computed background is color.brand ${hexToRgb(expected.brand)} (got ${style.background})`,
    );
    const controlMd = `${parseFloat(expected.controlMd) * 16}px`;
    expect(
      style.minHeight === controlMd,
      `the button's computed min-height is size.controlMd ${controlMd} (got ${style.minHeight})`,
    );

    const mobile = page.getByRole('textbox', { name: expected.texts.mobileLabel });
    await mobile.fill('9876543210');
    expect((await mobile.inputValue()) === '9876543210', 'the mobile number field takes typing');

    await button.click();
    await page.getByRole('button', { name: expected.texts.actionDone }).waitFor({ timeout: 5_000 });
    checks.push(`clicking "${expected.texts.action}" changes it to "${expected.texts.actionDone}"`);

    await page.getByRole('link', { name: expected.texts.deviceName }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Navigated to ${expected.deviceHref}` })
      .waitFor({ timeout: 5_000 });
    expect(page.url() === url, 'the device card link goes through NavigationProvider (no page load)');
    expect(problems.length === 0, `no console errors while interacting${describe(problems)}`);
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`✔ browser checks (${((performance.now() - stepStarted) / 1000).toFixed(1)} s)`);
}

function collectProblems(page: BrowserPage): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  return problems;
}

function describe(problems: string[]): string {
  return problems.length ? `:\n    ${problems.join('\n    ')}` : '';
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A tiny static server: the SSR page at `/`, the bundle and its source map. */
function serve(dist: string): Promise<Server> {
  const files: Record<string, [string, string]> = {
    '/': ['index.html', 'text/html; charset=utf-8'],
    '/client.js': ['client.js', 'text/javascript; charset=utf-8'],
    '/client.js.map': ['client.js.map', 'application/json'],
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(dist, file[0])).then(
      (content) => response.writeHead(200, { 'content-type': file[1] }).end(content),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
