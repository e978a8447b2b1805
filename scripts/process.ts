import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Runs a command to completion with inherited output; rejects with the step's name on failure. */
export function run(
  command: string,
  args: string[],
  step: string,
  options: SpawnOptions = {},
): Promise<void> {
  const started = performance.now();
  console.log(`\n▶ ${step}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const seconds = secondsSince(started);
      if (code === 0) {
        console.log(`✔ ${step} (${seconds} s)`);
        resolve();
      } else {
        reject(new Error(`${step} failed (${signal ?? `exit ${code}`}) after ${seconds} s`));
      }
    });
  });
}

const FAILURE_TAIL_LINES = 40;

/**
 * Runs a step with its output held back: one line with its time when it succeeds, then any
 * warnings it printed; the last lines of its output when it fails.
 */
export function runQuietly(command: string, args: string[], step: string): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const seconds = secondsSince(started);
      const lines = plainLines(output.trimEnd());
      if (code === 0) {
        console.log(`✔ ${step} (${seconds} s)`);
        for (const line of warningLines(lines)) console.log(`  ${line}`);
        resolve();
      } else {
        console.error(lines.slice(-FAILURE_TAIL_LINES).join('\n'));
        reject(new Error(`${step} failed (${signal ?? `exit ${code}`}) after ${seconds} s`));
      }
    });
  });
}

/** Output as lines without terminal colours and links. */
export function plainLines(output: string): string[] {
  // eslint-disable-next-line no-control-regex -- terminal escapes are control characters
  return output.replace(/\x1b\][^\x07\x1b]*(\x07|\x1b\\)|\x1b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/);
}

// Vite prints "(!)", Storybook "▲"; continuation lines are indented or carry Storybook's "│"
// (where "│  Vite …" starts the builder's next message).
const WARNING_START = /^[\s│]*(▲|\(!\)|warn(ing)?\b)/i;
const CONTINUATION = /^(\s+|│\s*)(?!Vite )\S/;

/** The warning blocks of a build's output: each warning line and the indented lines under it. */
export function warningLines(lines: string[]): string[] {
  const warnings: string[] = [];
  let inWarning = false;
  for (const line of lines) {
    if (WARNING_START.test(line)) inWarning = true;
    else if (!inWarning || !CONTINUATION.test(line)) {
      inWarning = false;
      continue;
    }
    warnings.push(line.trimEnd());
  }
  return warnings;
}

/** Starts a long-running service with its output prefixed by its name. */
export function startService(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

/**
 * Polls a URL until it answers (any HTTP status but 503: commerce-api listens before its database
 * is open, and answers 503 until then), or fails after the timeout.
 */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status !== 503,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
