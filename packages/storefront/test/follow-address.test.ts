import { ServiceRequestStore } from '@nirmal/domain';
import type { Asset, ServiceHistory } from '@nirmal/domain/contract';
import { describe, expect, test } from 'vitest';
import { followAddress, type WizardAddress } from '../app/service/wizard/follow-address.ts';

const device = { id: 'AST-100108', name: 'Nirmal RO+UV Purifier', componentId: 'P-1' } as Asset;
const history: ServiceHistory = { open: [], closed: [] };
const at = (step: string | null): WizardAddress => ({ device, history, step, reschedule: null });

/** A store that has just booked an uninstallation, on its success step. */
function booked() {
  const store = new ServiceRequestStore();
  let shown = at(null);
  followAddress(store, shown, null);
  store.chooseService({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: 'Gate 2' });
  store.chooseSlot('2026-12-02', '09:00');
  store.booked('SR-24000200');
  const success = at('booking-success');
  followAddress(store, success, shown);
  shown = success;
  expect(store.step).toBe('booking-success');
  return { store, success };
}

describe('the service wizard following its address after a booking', () => {
  test("the browser's Back from success shows the requests, and forgets the booking once there", () => {
    const { store, success } = booked();
    const summary = at('request-summary');
    followAddress(store, summary, success);
    expect(store.step).toBe('pending-requests');
    // React may render the same address twice: the same answer.
    followAddress(store, summary, success);
    expect(store.step).toBe('pending-requests');
    // The wizard then puts the requests in the address, which starts afresh.
    followAddress(store, at('pending-requests'), summary);
    expect(store.step).toBe('pending-requests');
    expect(store.confirmed).toBe(false);
    expect(store.serviceType).toBeNull();
  });

  test('a link to a step after a booking (the free service page, say) starts a new booking there', () => {
    const { store } = booked();
    followAddress(store, at('book-service'), null);
    expect(store.step).toBe('book-service');
    expect(store.confirmed).toBe(false);
    expect(store.addnRemarks).toBe('');
  });

  test('success opened again by a reload, its answers forgotten, shows the requests', () => {
    const store = new ServiceRequestStore();
    followAddress(store, at('booking-success'), null);
    expect(store.step).toBe('pending-requests');
  });
});
