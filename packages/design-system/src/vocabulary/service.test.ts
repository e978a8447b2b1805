import { describe, expect, it } from 'vitest';
import { serviceRequestStatusLabels, serviceRequestStatuses, serviceStatusLabel } from './index.ts';
import { amcPlanDurations } from './service.ts';

describe('amcPlanDurations', () => {
  it('run from one to five years, shortest first', () => {
    expect([...amcPlanDurations]).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('service request statuses', () => {
  it('follow a visit from payment to the technician’s steps, each with its words', () => {
    expect([...serviceRequestStatuses]).toEqual([
      'AWAITING_PAYMENT',
      'SCHEDULED',
      'RESCHEDULED',
      'TECHNICIAN_ASSIGNED',
      'ON_THE_WAY',
      'IN_PROGRESS',
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(Object.keys(serviceRequestStatusLabels)).toEqual([...serviceRequestStatuses]);
    expect(serviceStatusLabel('INSTALLATION', 'SCHEDULED')).toBe('Installation Scheduled');
    expect(serviceStatusLabel('REPAIR', 'ON_THE_WAY')).toBe('Technician On the Way');
  });
});
