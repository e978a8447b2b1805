import type { Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from './app-env.ts';
import { ApiError, errorResponse } from './errors.ts';

// Fault switches for trying the shop's failure modes on one machine (development and tests only:
// they exist only beside the development SMS sender, which production refuses). They act on the
// services commerce-api plays itself: the payment sandboxes (`/sandbox/...`) and the content
// service (`/cms/...`).

export const FAULTS = {
  /** The payment sandboxes: answer late, or not at all (503, as a provider's outage page). */
  payments: ['none', 'slow', 'down'],
  /** The content service: answer 500, or hang until the caller gives up. */
  content: ['none', 'error', 'hang'],
  /** Refunds the sandboxes take fail at the provider instead of being processed. */
  refunds: ['none', 'fail'],
} as const;

export type FaultSwitches = {
  -readonly [Service in keyof typeof FAULTS]: (typeof FAULTS)[Service][number];
} & {
  /** How late a slow sandbox answers. */
  slowMs: number;
};

const switchesSchema = z.object({
  payments: z.optional(z.enum(FAULTS.payments)),
  content: z.optional(z.enum(FAULTS.content)),
  refunds: z.optional(z.enum(FAULTS.refunds)),
  slowMs: z.optional(z.int().check(z.gte(0), z.lte(120_000))),
});

const NO_FAULTS: FaultSwitches = { payments: 'none', content: 'none', refunds: 'none', slowMs: 3_000 };
/** How long a hanging content call is held before it is answered 504 (callers time out well before). */
const HANG_MS = 60_000;

/** The switches of one app, all off at first. */
export function faultSwitches() {
  let switches = { ...NO_FAULTS };
  return {
    current: (): FaultSwitches => switches,
    set(changes: Partial<FaultSwitches>): FaultSwitches {
      switches = { ...switches, ...changes };
      return switches;
    },
  };
}
export type Faults = ReturnType<typeof faultSwitches>;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Makes the sandboxes and the content service misbehave as the switches say. */
export function injectFaults(faults: Faults): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { payments, content, slowMs } = faults.current();
    if (c.req.path.startsWith('/sandbox/')) {
      if (payments === 'down')
        return c.json({ error: { description: 'The provider is down (fault switch).' } }, 503);
      if (payments === 'slow') await pause(slowMs, c.req.raw.signal);
    }
    if (c.req.path.startsWith('/cms/')) {
      if (content === 'error') return errorResponse(c, new ApiError(500, 'INTERNAL', 'Something went wrong'));
      if (content === 'hang') {
        await pause(HANG_MS, c.req.raw.signal);
        return errorResponse(c, new ApiError(504, 'SERVICE_UNAVAILABLE', 'Something went wrong'));
      }
    }
    return next();
  };
}

/** `GET /api/dev/faults` shows the switches; `POST` with some of them as JSON turns them on or off. */
export function faultRoutes(app: Hono<AppEnv>, faults: Faults): void {
  app.get('/api/dev/faults', (c) => c.json(faults.current()));
  app.post('/api/dev/faults', async (c) => {
    const changes = switchesSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!changes.success) {
      const choices = Object.entries(FAULTS).map(([service, modes]) => `${service}: ${modes.join(', ')}`);
      throw new ApiError(400, 'INVALID_REQUEST', `Send some of ${choices.join('; ')}; slowMs up to 120000.`);
    }
    return c.json(faults.set(changes.data));
  });
}
