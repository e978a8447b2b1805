import { FIRST_SERVICE_STEP, parseServiceStep, type ServiceRequestStore } from '@nirmal/domain';
import type { Asset, ServiceHistory } from '@nirmal/domain/contract';

/** What the wizard's address and load say. */
export interface WizardAddress {
  device: Asset;
  history: ServiceHistory;
  /** `step` of the address. */
  step: string | null;
  /** `reschedule` of the address: the visit being moved. */
  reschedule: string | null;
}

/**
 * Puts what the address says into the store: its device and history and, when the address moved
 * (first load, another step, another visit to move), the visit being moved and the step asked for.
 * A fresh history alone (after a booking, say) leaves the customer where they are.
 */
export function followAddress(
  store: ServiceRequestStore,
  address: WizardAddress,
  previous: WizardAddress | null,
): void {
  const { device, history, reschedule } = address;
  if (store.assetId !== device.id) {
    store.reset();
    store.setDevice({ assetId: device.id, productName: device.name, productId: device.componentId });
  }
  store.setHistory(history);
  const moved =
    previous === null ||
    previous.device.id !== device.id ||
    previous.step !== address.step ||
    previous.reschedule !== reschedule;
  if (!moved) return;
  const requested = parseServiceStep(address.step) ?? FIRST_SERVICE_STEP;
  // A booking or a move made is over. Its success opened again by a reload (its answers forgotten),
  // or left by the browser's Back for one of its steps, shows the device's requests, which list it,
  // rather than the same booking made twice or its steps emptied. (Following runs during render,
  // which React may run twice: the answers are forgotten once the requests are in the address.)
  const leftSuccess = store.confirmed && previous?.step === 'booking-success';
  if (
    (requested === 'booking-success' && !store.confirmed) ||
    (leftSuccess && requested !== FIRST_SERVICE_STEP)
  ) {
    store.goTo(FIRST_SERVICE_STEP);
    return;
  }
  // Anything else after one (the requests, a link to a step) starts afresh, as does a move given up.
  if ((store.confirmed && requested !== 'booking-success') || (store.isRescheduleFlow && !reschedule)) {
    store.reset();
  }
  if (reschedule && !(store.isRescheduleFlow && store.serviceRequestID === reschedule)) {
    const request = history.open.find((open) => open.serviceRequestID === reschedule && open.isReschedulable);
    if (request) store.startReschedule(request);
  }
  store.goTo(requested);
}
