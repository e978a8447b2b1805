import * as z from 'zod/mini';

/** Every successful answer wraps its payload in `data`. */
export function dataAnswer<Payload extends z.ZodMiniType>(payload: Payload) {
  return z.object({ data: payload });
}
