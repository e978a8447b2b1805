import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supervise, type Supervisor } from './supervisor.ts';

/** A real Node child running `code`. */
const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });

const alive = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
  vi.useRealTimers();
});

describe('the supervisor of `pnpm start`', () => {
  it('restarts a service that dies, with growing pauses, and leaves the others running', async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    supervisor = supervise(
      [
        {
          name: 'crashing',
          start: () => {
            starts.push(performance.now());
            return node('process.exit(3)');
          },
        },
        { name: 'steady', start: () => node('setInterval(() => {}, 1000)') },
      ],
      { initialDelayMs: 100, maxDelayMs: 400, healthyAfterMs: 60_000, log: (line) => lines.push(line) },
    );
    const steady = supervisor.current('steady');
    expect(alive(steady)).toBe(true);

    await vi.waitFor(() => expect(starts.length).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
    expect(supervisor.restarts.slice(0, 4).map(({ delayMs }) => delayMs)).toEqual([100, 200, 400, 400]);
    // Each restart waited at least its pause after the run before ended.
    const gaps = starts.slice(1, 5).map((at, index) => at - (starts[index] ?? 0));
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual([100, 200, 400, 400][index] ?? 0));
    expect(lines[0]).toMatch(
      /^crashing stopped unexpectedly \(exit 3\) after \d+\.\d s; restarting it in 0\.1 s \(restart 1\)/,
    );
    expect(supervisor.restarts.every(({ name }) => name === 'crashing')).toBe(true);
    // The steady service is the same process it was, still running.
    expect(supervisor.current('steady')).toBe(steady);
    expect(alive(steady)).toBe(true);

    await supervisor.stop();
    expect(steady?.signalCode).toBe('SIGTERM');
    const restarted = starts.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(starts.length).toBe(restarted);
  });

  it('restarts a service killed from outside, as when its process is SIGKILLed', async () => {
    const lines: string[] = [];
    supervisor = supervise([{ name: 'api', start: () => node('setInterval(() => {}, 1000)') }], {
      initialDelayMs: 50,
      log: (line) => lines.push(line),
    });
    const first = supervisor.current('api');
    first?.kill('SIGKILL');
    await vi.waitFor(() => {
      expect(supervisor?.current('api')).not.toBe(first);
      expect(alive(supervisor?.current('api'))).toBe(true);
    });
    expect(lines).toEqual([expect.stringMatching(/^api stopped unexpectedly \(SIGKILL\)/)]);
  });

  it('pauses the first delay again after a run that stayed up a while', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const runs: EventEmitter[] = [];
    const fakeChild = () => {
      const child = Object.assign(new EventEmitter(), {
        exitCode: null,
        signalCode: null,
        kill: () => true,
      });
      runs.push(child);
      return child as unknown as ChildProcess;
    };
    supervisor = supervise([{ name: 'api', start: fakeChild }], {
      initialDelayMs: 500,
      maxDelayMs: 30_000,
      healthyAfterMs: 60_000,
      now: () => clock,
      log: () => {},
    });
    const crash = async (afterMs: number) => {
      clock += afterMs;
      runs.at(-1)?.emit('exit', 1, null);
      const delay = supervisor?.restarts.at(-1)?.delayMs ?? 0;
      clock += delay;
      await vi.advanceTimersByTimeAsync(delay);
    };
    for (let index = 0; index < 8; index++) await crash(100);
    expect(supervisor.restarts.map(({ delayMs }) => delayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    await crash(60_000);
    await crash(100);
    expect(supervisor.restarts.slice(-2).map(({ delayMs }) => delayMs)).toEqual([500, 1000]);
    expect(runs).toHaveLength(11);

    const stopping = supervisor.stop();
    runs.at(-1)?.emit('exit', null, 'SIGTERM');
    runs.at(-1)?.emit('close', null, 'SIGTERM');
    await stopping;
  });
});
