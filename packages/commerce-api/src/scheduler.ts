import type { Logger } from './logger.ts';

/** Work the API repeats in the background, such as the refund sweep. */
export interface Scheduler {
  /** Runs `job` every `everyMs`, never two runs of it at once; a failed run is logged, and the next one comes. */
  every(name: string, everyMs: number, job: () => Promise<void>): void;
  /** Stops every job; a run under way finishes, no next one starts. */
  stop(): Promise<void>;
}

/** For an app whose caller runs such work itself (tests, benches): nothing is repeated. */
export const noScheduler: Scheduler = { every: () => {}, stop: () => Promise.resolve() };

/** Timers for a running server (startCommerceApi); they never keep a stopping process alive. */
export function timerScheduler(logger: Logger): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  return {
    every(name, everyMs, job) {
      const next = () => {
        if (stopped) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          const run = job()
            .catch((error: unknown) => logger.error(`${name} failed`, error))
            .finally(() => {
              running.delete(run);
              next();
            });
          running.add(run);
        }, everyMs);
        timer.unref();
        timers.add(timer);
      };
      next();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
