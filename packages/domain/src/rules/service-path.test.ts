import { describe, expect, it } from 'vitest';
import type { ServiceType } from '../contract/service.ts';
import {
  SERVICE_STEPS,
  nextServiceStep,
  parseServiceStep,
  previousServiceStep,
  servicePath,
  type ServicePathInput,
  type ServiceStep,
} from './service-path.ts';

/** Every step from the first by Continue. */
function walkForward(input: ServicePathInput): ServiceStep[] {
  const steps: ServiceStep[] = ['pending-requests'];
  for (let step = nextServiceStep('pending-requests', input); step; step = nextServiceStep(step, input)) {
    steps.push(step);
  }
  return steps;
}

/** Every step from `from` by Back. */
function walkBack(from: ServiceStep, input: ServicePathInput): ServiceStep[] {
  const steps: ServiceStep[] = [from];
  for (let step = previousServiceStep(from, input); step; step = previousServiceStep(step, input)) {
    steps.push(step);
  }
  return steps;
}

describe('the service-request path', () => {
  it('keeps the steps in the order of §2', () => {
    expect(SERVICE_STEPS).toEqual([
      'pending-requests',
      'book-service',
      'reinstall-form',
      'select-repair',
      'book-slot',
      'request-summary',
      'booking-success',
      'map-locator',
    ]);
  });

  it('takes a repair through its repairs before the slot', () => {
    expect(walkForward({ serviceType: 'REPAIR' })).toEqual([
      'pending-requests',
      'book-service',
      'select-repair',
      'book-slot',
      'request-summary',
      'booking-success',
    ]);
  });

  it('takes a reinstall through its new address before the slot', () => {
    expect(walkForward({ serviceType: 'REINSTALL' })).toEqual([
      'pending-requests',
      'book-service',
      'reinstall-form',
      'book-slot',
      'request-summary',
      'booking-success',
    ]);
  });

  it.each<ServiceType>(['UNINSTALL', 'PERIODIC_SERVICE', 'INSTALLATION'])(
    'takes %s straight from "book a service" to the slot',
    (serviceType) => {
      expect(servicePath({ serviceType })).toEqual([
        'pending-requests',
        'book-service',
        'book-slot',
        'request-summary',
        'booking-success',
      ]);
    },
  );

  it('moves a booked visit from the list to the slot, whatever its kind', () => {
    expect(walkForward({ serviceType: 'REPAIR', isRescheduleFlow: true })).toEqual([
      'pending-requests',
      'book-slot',
      'request-summary',
      'booking-success',
    ]);
  });

  it('goes Back along the same path, skipping what the kind of visit skipped', () => {
    expect(walkBack('request-summary', { serviceType: 'REPAIR' })).toEqual([
      'request-summary',
      'book-slot',
      'select-repair',
      'book-service',
      'pending-requests',
    ]);
    expect(walkBack('book-slot', { serviceType: 'REINSTALL' })).toEqual([
      'book-slot',
      'reinstall-form',
      'book-service',
      'pending-requests',
    ]);
    expect(walkBack('request-summary', { serviceType: 'UNINSTALL' })).toEqual([
      'request-summary',
      'book-slot',
      'book-service',
      'pending-requests',
    ]);
    expect(walkBack('book-slot', { serviceType: 'REPAIR', isRescheduleFlow: true })).toEqual([
      'book-slot',
      'pending-requests',
    ]);
  });

  it('goes nowhere back from booking success nor from the first step', () => {
    for (const serviceType of ['REPAIR', 'REINSTALL', 'UNINSTALL'] as const) {
      expect(previousServiceStep('booking-success', { serviceType })).toBeNull();
      expect(nextServiceStep('booking-success', { serviceType })).toBeNull();
    }
    expect(previousServiceStep('pending-requests', { serviceType: null })).toBeNull();
  });

  it('returns from the map locator to the step that opened it, by Back and by confirming', () => {
    const input = { serviceType: 'REINSTALL' } as const;
    expect(previousServiceStep('map-locator', input, 'reinstall-form')).toBe('reinstall-form');
    expect(nextServiceStep('map-locator', input, 'reinstall-form')).toBe('reinstall-form');
    expect(previousServiceStep('map-locator', input)).toBeNull();
  });

  it('has no next step before a kind of visit is chosen past "book a service"', () => {
    expect(nextServiceStep('book-service', { serviceType: null })).toBe('book-slot');
    expect(nextServiceStep('select-repair', { serviceType: 'UNINSTALL' })).toBeNull();
  });

  it('reads only the steps it knows from the address', () => {
    expect(parseServiceStep('book-slot')).toBe('book-slot');
    expect(parseServiceStep('map-locator')).toBe('map-locator');
    expect(parseServiceStep('checkout')).toBeNull();
    expect(parseServiceStep(null)).toBeNull();
  });
});
