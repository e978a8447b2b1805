// Keeps `pnpm start`'s services running: one that exits unexpectedly is started again after a
// growing pause (so a service that cannot start does not spin), while the others keep serving.
import type { ChildProcess } from 'node:child_process';

export interface ServiceSpec {
  name: string;
  /** Starts one run of the service (a new process each time). */
  start: () => ChildProcess;
}

export interface SupervisorOptions {
  /** The pause before the first restart; it doubles with each restart that follows a short run. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A run at least this long counts as healthy: the next restart pauses `initialDelayMs` again. */
  healthyAfterMs?: number;
  /** How long `stop()` waits for a service to end on SIGTERM before it is killed. */
  stopTimeoutMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export interface Restart {
  name: string;
  /** Why the previous run ended: `exit 1`, `SIGKILL` or the spawn error's message. */
  reason: string;
  ranMs: number;
  delayMs: number;
  /** The how-manieth restart of this service since its last healthy run. */
  attempt: number;
}

export interface Supervisor {
  /** The process of each service's current run (undefined while it waits to be restarted). */
  current(name: string): ChildProcess | undefined;
  /** Every restart scheduled so far, in order. */
  readonly restarts: readonly Restart[];
  /** Ends every service (SIGTERM, then SIGKILL after the timeout) and restarts none. */
  stop(): Promise<void>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Starts each service and restarts any that ends before `stop()`, with exponential backoff. */
export function supervise(services: readonly ServiceSpec[], options: SupervisorOptions = {}): Supervisor {
  const {
    initialDelayMs = 500,
    maxDelayMs = 30_000,
    healthyAfterMs = 60_000,
    stopTimeoutMs = 10_000,
    log = (line: string) => console.error(line),
    now = () => performance.now(),
  } = options;
  const restarts: Restart[] = [];
  const running = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

  function run(service: ServiceSpec, attempt: number): void {
    const startedAt = now();
    let ended = false;
    let child: ChildProcess | undefined;
    const onEnd = (reason: string) => {
      if (ended) return;
      ended = true;
      if (child && running.get(service.name) === child) running.delete(service.name);
      if (stopping) return;
      const ranMs = now() - startedAt;
      // A run that stayed up a while was healthy: the count of quick failures starts again.
      const nextAttempt = ranMs >= healthyAfterMs ? 1 : attempt + 1;
      const delayMs = Math.min(maxDelayMs, initialDelayMs * 2 ** (nextAttempt - 1));
      restarts.push({ name: service.name, reason, ranMs, delayMs, attempt: nextAttempt });
      log(
        `${service.name} stopped unexpectedly (${reason}) after ${seconds(ranMs)}; ` +
          `restarting it in ${seconds(delayMs)} (restart ${nextAttempt}). The other services keep running.`,
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) run(service, nextAttempt);
      }, delayMs);
      timers.add(timer);
    };
    try {
      child = service.start();
    } catch (error) {
      // A start that throws is a failed run like any other.
      onEnd((error as Error).message);
      return;
    }
    running.set(service.name, child);
    child.once('error', (error) => onEnd(error.message));
    child.once('exit', (code, signal) => onEnd(signal ?? `exit ${code}`));
  }

  for (const service of services) run(service, 0);

  let stopped: Promise<void> | undefined;
  function stop(): Promise<void> {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    stopped ??= Promise.all(
      [...running.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
            // 'close' comes after 'exit' once the service's output is read to its end (its last lines).
            child.once('close', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    ).then(() => undefined);
    return stopped;
  }

  return { current: (name) => running.get(name), restarts, stop };
}
