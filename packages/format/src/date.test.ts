import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';

// Watching Intl before this file's imports load date.ts, so its first date is seen too.
const makeDateFormatter = vi.hoisted(() => vi.spyOn(Intl, 'DateTimeFormat'));

it("writes dates with no Intl formatter: a page's first one loads the locale, a long task on a phone", () => {
  formatDate('2026-03-31');
  formatDateTime('2026-11-27T04:45:00.000Z');
  expect(makeDateFormatter).not.toHaveBeenCalled();
  makeDateFormatter.mockRestore();
});

describe('formatDate', () => {
  it('writes a calendar day the Indian way', () => {
    expect(formatDate('2026-03-31')).toBe('31 Mar 2026');
    expect(formatDate('2025-01-01')).toBe('1 Jan 2025');
    expect(formatDate('2024-02-29')).toBe('29 Feb 2024');
  });

  it('does not shift the day with the time zone of the machine', () => {
    // The wire day is read in UTC; midnight of 1 Jan stays 1 Jan wherever this runs.
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('writes every month as Intl writes it for en-IN', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-28`;
      expect(formatDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('leaves text that is not a real calendar day as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
    expect(formatDate('2026-03-31T10:00:00Z')).toBe('2026-03-31T10:00:00Z');
  });
});

describe('formatDateTime', () => {
  it('writes an instant in India time, whatever the time zone of the machine', () => {
    expect(formatDateTime('2026-11-27T04:45:00.000Z')).toBe('27 Nov 2026, 10:15 am');
    // 18:30 UTC is already the next day in India.
    expect(formatDateTime('2026-11-27T18:30:00Z')).toBe('28 Nov 2026, 12:00 am');
  });

  it('writes the hours of a whole day as Intl writes them for en-IN in India time', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    });
    for (let hour = 0; hour < 24; hour++) {
      const instant = `2026-09-30T${String(hour).padStart(2, '0')}:07:00Z`;
      expect(formatDateTime(instant)).toBe(intl.format(new Date(instant)));
    }
  });

  it('leaves text that is not an instant as it is', () => {
    expect(formatDateTime('tomorrow')).toBe('tomorrow');
    expect(formatDateTime('2026-11-27')).toBe('2026-11-27');
    expect(formatDateTime('2026-13-45T10:00:00Z')).toBe('2026-13-45T10:00:00Z');
  });
});
