import { describe, expect, it } from 'vitest';
import { durationToIso, formatDuration, formatWeekday, moveSlot } from './slotGrid.ts';

// A 2-column grid of 6 slots:   0 1
//                                2 3
//                                4 5
const all = [true, true, true, true, true, true];

describe('moveSlot', () => {
  it('steps left and right in reading order and wraps like radios', () => {
    expect(moveSlot(all, 0, 'ArrowRight', 2)).toBe(1);
    expect(moveSlot(all, 1, 'ArrowRight', 2)).toBe(2);
    expect(moveSlot(all, 5, 'ArrowRight', 2)).toBe(0);
    expect(moveSlot(all, 0, 'ArrowLeft', 2)).toBe(5);
  });

  it('moves up and down by a row and stops at the edges', () => {
    expect(moveSlot(all, 1, 'ArrowDown', 2)).toBe(3);
    expect(moveSlot(all, 3, 'ArrowUp', 2)).toBe(1);
    expect(moveSlot(all, 5, 'ArrowDown', 2)).toBe(5);
    expect(moveSlot(all, 0, 'ArrowUp', 2)).toBe(0);
  });

  it('skips full and unavailable slots', () => {
    const enabled = [true, false, false, true, false, true];
    expect(moveSlot(enabled, 0, 'ArrowRight', 2)).toBe(3);
    expect(moveSlot(enabled, 3, 'ArrowLeft', 2)).toBe(0);
    expect(moveSlot(enabled, 1, 'ArrowDown', 2)).toBe(3);
    expect(moveSlot(enabled, 0, 'ArrowDown', 2)).toBe(0);
    expect(moveSlot(enabled, 5, 'ArrowUp', 2)).toBe(3);
  });

  it('goes to the first and last enabled slot with Home and End', () => {
    const enabled = [false, true, true, true, true, false];
    expect(moveSlot(enabled, 3, 'Home', 2)).toBe(1);
    expect(moveSlot(enabled, 1, 'End', 2)).toBe(4);
  });

  it('says -1 when nothing can be chosen', () => {
    expect(moveSlot([false, false], 0, 'ArrowRight', 2)).toBe(-1);
    expect(moveSlot([], 0, 'Home')).toBe(-1);
  });

  it('treats a bad column count as one column', () => {
    expect(moveSlot(all, 0, 'ArrowDown', 0)).toBe(1);
  });
});

describe('formatWeekday', () => {
  it('names the weekday of a calendar day without time-zone shifts', () => {
    expect(formatWeekday('2026-03-31')).toBe('Tue');
    expect(formatWeekday('2026-01-04')).toBe('Sun');
  });
  it('is empty for text that is not a date', () => {
    expect(formatWeekday('soon')).toBe('');
  });
});

describe('formatDuration', () => {
  it('says the default one-hour visit in words', () => {
    expect(formatDuration('01:00')).toBe('1 hour');
    expect(formatDuration('01:30')).toBe('1 hour 30 minutes');
    expect(formatDuration('02:00')).toBe('2 hours');
    expect(formatDuration('00:45')).toBe('45 minutes');
  });
  it('leaves text it cannot read as it is', () => {
    expect(formatDuration('about an hour')).toBe('about an hour');
  });
});

describe('durationToIso', () => {
  it('writes an ISO 8601 duration', () => {
    expect(durationToIso('01:00')).toBe('PT1H');
    expect(durationToIso('01:30')).toBe('PT1H30M');
    expect(durationToIso('00:45')).toBe('PT45M');
    expect(durationToIso('x')).toBeUndefined();
  });
});
