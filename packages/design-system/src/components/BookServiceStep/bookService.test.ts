import { describe, expect, it } from 'vitest';
import { bookServiceProblems, toBookServiceValue } from './bookService.ts';

const repairOnly = ['REPAIR'] as const;

describe('bookServiceProblems', () => {
  it('asks for the service type first', () => {
    expect(bookServiceProblems({ serviceType: '', defectType: '', addnRemarks: '' }, repairOnly)).toEqual([
      'serviceType',
    ]);
  });
  it('asks for the defect only when the service type needs one', () => {
    expect(
      bookServiceProblems({ serviceType: 'REPAIR', defectType: '', addnRemarks: '' }, repairOnly),
    ).toEqual(['defectType']);
    expect(
      bookServiceProblems({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: '' }, repairOnly),
    ).toEqual([]);
  });
});

describe('toBookServiceValue', () => {
  it('drops a defect the service type does not use and trims the remarks', () => {
    expect(
      toBookServiceValue(
        { serviceType: 'REINSTALL', defectType: 'LEAK', addnRemarks: '  Gate 2 ' },
        repairOnly,
      ),
    ).toEqual({ serviceType: 'REINSTALL', defectType: '', addnRemarks: 'Gate 2' });
    expect(
      toBookServiceValue({ serviceType: 'REPAIR', defectType: 'LEAK', addnRemarks: '' }, repairOnly),
    ).toEqual({ serviceType: 'REPAIR', defectType: 'LEAK', addnRemarks: '' });
  });
});
