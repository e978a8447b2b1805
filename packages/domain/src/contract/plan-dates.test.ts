import { describe, expect, test } from 'vitest';
import {
  MAX_PLAN_YEARS,
  PLAN_YEARS,
  addYears,
  daysBetween,
  indianDay,
  planTerm,
  renewalOpensOn,
} from './plan-dates.ts';

describe('the term of an AMC plan', () => {
  test('a renewal of an active plan starts the day after it ends, and runs whole years', () => {
    expect(planTerm({ currentEndDate: '2026-12-15', today: '2026-11-27', years: 1 })).toEqual({
      startDate: '2026-12-16',
      endDate: '2027-12-15',
    });
    // Ending today is still active: the new term follows it.
    expect(planTerm({ currentEndDate: '2026-11-27', today: '2026-11-27', years: 2 })).toEqual({
      startDate: '2026-11-28',
      endDate: '2028-11-27',
    });
  });

  test('without a plan, or after it has expired, the term starts today', () => {
    expect(planTerm({ currentEndDate: null, today: '2026-11-27', years: 1 })).toEqual({
      startDate: '2026-11-27',
      endDate: '2027-11-26',
    });
    expect(planTerm({ currentEndDate: '2026-10-18', today: '2026-11-27', years: 1 })).toEqual({
      startDate: '2026-11-27',
      endDate: '2027-11-26',
    });
    expect(planTerm({ currentEndDate: '2026-11-26', today: '2026-11-27', years: 3 }).startDate).toBe(
      '2026-11-27',
    );
  });

  test('a term starting on 29 February ends on the last day before its anniversary', () => {
    // 2029 has no 29 February: the anniversary is 1 March, so the plan covers 28 February.
    expect(planTerm({ currentEndDate: null, today: '2028-02-29', years: 1 })).toEqual({
      startDate: '2028-02-29',
      endDate: '2029-02-28',
    });
    // Four years on, 29 February exists again.
    expect(planTerm({ currentEndDate: null, today: '2028-02-29', years: 4 })).toEqual({
      startDate: '2028-02-29',
      endDate: '2032-02-28',
    });
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
  });

  test('a term crossing 29 February has one day more, and still ends the day before the anniversary', () => {
    const term = planTerm({ currentEndDate: null, today: '2027-06-10', years: 1 });
    expect(term).toEqual({ startDate: '2027-06-10', endDate: '2028-06-09' });
    expect(daysBetween(term.startDate, term.endDate) + 1).toBe(366);
    const renewal = planTerm({ currentEndDate: '2028-02-28', today: '2028-01-05', years: 1 });
    expect(renewal).toEqual({ startDate: '2028-02-29', endDate: '2029-02-28' });
  });

  test('five years is the longest term, and each length ends on its own anniversary eve', () => {
    expect(MAX_PLAN_YEARS).toBe(5);
    expect(
      PLAN_YEARS.map((years) => planTerm({ currentEndDate: null, today: '2026-04-01', years }).endDate),
    ).toEqual(['2027-03-31', '2028-03-31', '2029-03-31', '2030-03-31', '2031-03-31']);
    expect(planTerm({ currentEndDate: '2027-03-31', today: '2027-02-01', years: 5 })).toEqual({
      startDate: '2027-04-01',
      endDate: '2032-03-31',
    });
  });

  test('renewal opens 60 days before the plan ends', () => {
    expect(renewalOpensOn('2027-06-29')).toBe('2027-04-30');
    expect(renewalOpensOn('2028-03-01')).toBe('2028-01-01');
    expect(daysBetween(renewalOpensOn('2027-01-15'), '2027-01-15')).toBe(60);
  });

  test('the day is India’s: 20:00 UTC is already the next day there', () => {
    expect(indianDay(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(indianDay(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
  });
});
