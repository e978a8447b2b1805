import { describe, expect, test } from 'vitest';
import { trackerSteps } from '../app/service/tracker-steps.ts';

describe("a service request's status tracker", () => {
  test('dates each step done on its day in India, and the first step to come is the current one', () => {
    const { steps, currentIndex } = trackerSteps({
      timeline: [
        { step: 'REQUEST_RECEIVED', label: 'Request received', at: '2026-11-27T12:00:00.000Z', note: null },
        // 22:30 UTC on 27 November is 04:00 on 28 November in India.
        { step: 'SCHEDULED', label: 'Repair Scheduled', at: '2026-11-27T22:30:00.000Z', note: 'Moved' },
        { step: 'TECHNICIAN_ASSIGNED', label: 'Technician assigned', at: null, note: null },
      ],
    });
    expect(steps.map(({ date }) => date)).toEqual(['2026-11-27', '2026-11-28', undefined]);
    expect(steps[1]?.description).toBe('Moved');
    expect(currentIndex).toBe(2);
  });
});
