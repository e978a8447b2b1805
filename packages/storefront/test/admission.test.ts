import { describe, expect, it } from 'vitest';
import { createAdmission } from '../server/admission.ts';

describe('createAdmission', () => {
  it('admits up to its limit at once and the rest in the order they came as places are given back', async () => {
    const admission = createAdmission({ maxInFlight: 2, maxWaitMs: 1_000 });
    const first = await admission.enter();
    const second = await admission.enter();
    const admitted: string[] = [];
    const third = admission.enter().then((release) => (admitted.push('third'), release));
    const fourth = admission.enter().then((release) => (admitted.push('fourth'), release));
    expect([admission.inFlight, admission.waiting]).toEqual([2, 2]);

    second?.();
    second?.(); // a place given back twice counts once
    await third;
    expect(admitted).toEqual(['third']);
    first?.();
    (await fourth)?.();
    (await third)?.();
    expect([admission.inFlight, admission.waiting]).toEqual([0, 0]);
  });

  it('answers null to one that waited its longest, and to one whose client left, without a place taken', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 50 });
    const held = await admission.enter();
    expect(await admission.enter()).toBeNull();

    const leaving = new AbortController();
    const waiting = admission.enter(leaving.signal);
    leaving.abort();
    expect(await waiting).toBeNull();
    expect(admission.waiting).toBe(0);

    held?.();
    expect(admission.inFlight).toBe(0);
    expect(await admission.enter()).toBeInstanceOf(Function);
  });
});
