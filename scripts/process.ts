import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

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
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${step} (${seconds} s)`);
        resolve();
      } else {
        reject(new Error(`${step} failed (${signal ?? `exit ${code}`}) after ${seconds} s`));
      }
    });
  });
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

/** Polls a URL until it answers (any HTTP status), or fails after the timeout. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
