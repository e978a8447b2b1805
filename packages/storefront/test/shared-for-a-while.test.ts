import { describe, expect, it } from 'vitest';
import { sharedForAWhile, sharedForAWhileByInput } from '../app/server/shared-for-a-while.server.ts';

const TIMES = { freshMs: 30_000, staleMs: 300_000, failureMs: 5_000 };

/** A load that counts its calls and answers what `next` says, on a clock the test moves. */
function setUp() {
  const clock = { now: 0 };
  const calls = { count: 0 };
  let next: () => Promise<string> = async () => `answer ${calls.count}`;
  const shared = sharedForAWhile(
    () => {
      calls.count += 1;
      return next();
    },
    TIMES,
    () => clock.now,
  );
  return { clock, calls, shared, answerWith: (load: () => Promise<string>) => (next = load) };
}

describe('sharedForAWhile', () => {
  it('calls once for every request while the answer is fresh, and once for requests at the same time', async () => {
    const { calls, shared, clock } = setUp();
    expect(await Promise.all([shared(), shared()])).toEqual(['answer 1', 'answer 1']);
    clock.now = 29_999;
    expect(await shared()).toBe('answer 1');
    expect(calls.count).toBe(1);
  });

  it('serves a stale answer at once and refreshes it behind, then serves the fresh one', async () => {
    const { calls, shared, clock } = setUp();
    await shared();
    clock.now = 31_000;
    expect(await shared()).toBe('answer 1');
    expect(calls.count).toBe(2);
    await Promise.resolve();
    expect(await shared()).toBe('answer 2');
  });

  it('waits for a fresh answer once the old one is too old to serve', async () => {
    const { shared, clock } = setUp();
    await shared();
    clock.now = TIMES.freshMs + TIMES.staleMs;
    expect(await shared()).toBe('answer 2');
  });

  it('keeps the answer it had when a refresh fails, and tries again after a while', async () => {
    const { calls, shared, clock, answerWith } = setUp();
    await shared();
    answerWith(() => Promise.reject(new Error('content service down')));
    clock.now = 31_000;
    expect(await shared()).toBe('answer 1');
    await new Promise((resolve) => setTimeout(resolve));
    clock.now = 32_000;
    expect(await shared()).toBe('answer 1');
    expect(calls.count).toBe(2);
    answerWith(async () => 'back');
    clock.now = 31_000 + TIMES.failureMs;
    await shared();
    await new Promise((resolve) => setTimeout(resolve));
    expect(await shared()).toBe('back');
  });

  it('remembers a failure only briefly: the same error at once, then a new try', async () => {
    const { calls, shared, clock, answerWith } = setUp();
    answerWith(() => Promise.reject(new Error('content service down')));
    await expect(shared()).rejects.toThrow('content service down');
    clock.now = 4_999;
    await expect(shared()).rejects.toThrow('content service down');
    expect(calls.count).toBe(1);
    answerWith(async () => 'back');
    clock.now = 5_000;
    expect(await shared()).toBe('back');
    expect(calls.count).toBe(2);
  });
});

describe('sharedForAWhileByInput', () => {
  it('shares one answer per input, and keeps only the newest inputs', async () => {
    const clock = { now: 0 };
    const calls: string[] = [];
    const shared = sharedForAWhileByInput(
      async ({ category }: { category: string }) => {
        calls.push(category);
        return `${category} listing`;
      },
      TIMES,
      2,
      () => clock.now,
    );
    expect(await Promise.all([shared({ category: 'ro' }), shared({ category: 'uv' })])).toEqual([
      'ro listing',
      'uv listing',
    ]);
    expect(await shared({ category: 'ro' })).toBe('ro listing');
    expect(calls).toEqual(['ro', 'uv']);
    await shared({ category: 'air' });
    await shared({ category: 'ro' });
    expect(calls).toEqual(['ro', 'uv', 'air', 'ro']);
  });
});
