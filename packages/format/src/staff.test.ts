import { describe, expect, it } from 'vitest';
import { maskMobileForStaff, staffActionLabels, staffActions, staffRoleLabels, staffRoles } from './staff.ts';

describe('staff labels', () => {
  it('names every role and every action, and no other', () => {
    expect(Object.keys(staffRoleLabels)).toEqual([...staffRoles]);
    expect(Object.keys(staffActionLabels)).toEqual([...staffActions]);
  });

  it('calls the roles Call centre and CRO', () => {
    expect(staffRoleLabels['call-centre']).toBe('Call centre');
    expect(staffRoleLabels.cro).toBe('CRO');
  });
});

describe('maskMobileForStaff', () => {
  it('keeps the first two and the last four digits of a number', () => {
    expect(maskMobileForStaff('9000000001')).toBe('90••••0001');
    expect(maskMobileForStaff('9876543210')).toBe('98••••3210');
  });
});
