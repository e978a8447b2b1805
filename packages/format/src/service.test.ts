import { describe, expect, it } from 'vitest';
import {
  serviceRequestStatusLabels,
  serviceRequestStatuses,
  serviceStatusLabel,
  serviceTypeLabels,
  serviceTypes,
} from './service.ts';

describe('service vocabulary', () => {
  it('names every service type and every status', () => {
    expect(Object.keys(serviceTypeLabels)).toEqual([...serviceTypes]);
    expect(Object.keys(serviceRequestStatusLabels)).toEqual([...serviceRequestStatuses]);
  });

  it('says a status after its service type, as §4 writes "Installation Scheduled"', () => {
    expect(serviceStatusLabel('INSTALLATION', 'SCHEDULED')).toBe('Installation Scheduled');
    expect(serviceStatusLabel('REPAIR', 'COMPLETED')).toBe('Repair Completed');
  });

  it('says the payment and technician statuses on their own', () => {
    expect(serviceStatusLabel('REPAIR', 'AWAITING_PAYMENT')).toBe('Awaiting Payment');
    expect(serviceStatusLabel('REPAIR', 'TECHNICIAN_ASSIGNED')).toBe('Technician Assigned');
    expect(serviceStatusLabel('UNINSTALL', 'ON_THE_WAY')).toBe('Technician On the Way');
  });
});
