import {
  FIRST_SERVICE_STEP,
  LOCAL_STORAGE_KEYS,
  ServiceRequestStore,
  type ServiceRequestSnapshot,
  type ServiceStep,
} from '@nirmal/domain';
import { reaction } from 'mobx';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStores } from '../../state/app-state.tsx';
import { browserStorage } from '../../state/browser-storage.ts';
import { serviceWizardPath } from '../paths.ts';
import { followAddress, type WizardAddress } from './follow-address.ts';
import type { WizardStepProps } from './step-props.ts';

/** What a wizard's history entry keeps: the step it was reached from. */
interface WizardEntry {
  from: ServiceStep;
}

/** The tab's booking in progress (§3 stored "booked slot"), kept so a reload finds the answers given; cleared at sign-out. */
function savedBooking(assetId: string): Partial<ServiceRequestSnapshot> | null {
  try {
    const saved = JSON.parse(
      browserStorage('localStorage')?.getItem(LOCAL_STORAGE_KEYS.bookedSlot) ?? 'null',
    ) as unknown;
    return saved && typeof saved === 'object' && (saved as ServiceRequestSnapshot).assetId === assetId
      ? (saved as Partial<ServiceRequestSnapshot>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The service request store, following the page's address: the step lives in the address, so the
 * browser's Back and a reload keep the customer on their step (or the nearest one their answers
 * allow). The answers are saved in this browser as they change, and read back after a reload.
 * Answers `go`, which moves to a step by changing the address.
 */
export function useServiceWizard(address: WizardAddress): WizardStepProps {
  const store = useStores().serviceRequest(ServiceRequestStore);
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // Following during render (not in an effect), so the server renders the same step the browser hydrates.
  const [followed, setFollowed] = useState<WizardAddress | null>(null);
  if (followed !== address) {
    setFollowed(address);
    followAddress(store, address, followed);
  }
  const assetId = address.device.id;
  const type = new URLSearchParams(search).get('type') ?? undefined;
  const go = useCallback(
    (step: ServiceStep, { replace = false } = {}) =>
      void navigate(
        serviceWizardPath(assetId, step, {
          // The requests are no step of a move: from them, "Book a new service" books a new one.
          reschedule:
            store.isRescheduleFlow && step !== FIRST_SERVICE_STEP
              ? (store.serviceRequestID ?? undefined)
              : undefined,
          type,
        }),
        // Each entry says the step it was reached from, so Back knows when it is the browser's Back.
        { replace, state: { from: store.step } satisfies WizardEntry },
      ),
    [navigate, assetId, type, store],
  );
  const back = useCallback(() => {
    const previous = store.previousStep;
    if (!previous) return;
    if ((state as Partial<WizardEntry> | null)?.from === previous) void navigate(-1);
    else go(previous, { replace: true });
  }, [navigate, go, store, state]);

  // After a reload, the answers given before it; then the address names the step the store is on.
  // A layout effect, so it runs before the wizard's own effect, which would otherwise take the
  // address back to the step the server could reach without those answers.
  useLayoutEffect(() => {
    const saved = savedBooking(address.device.id);
    if (saved && store.serviceType === null && !store.isRescheduleFlow && saved.step !== 'booking-success') {
      store.restore(saved);
      followAddress(store, address, null);
    }
    return reaction(
      () => store.serialize(),
      (snapshot) => {
        const storage = browserStorage('localStorage');
        if (snapshot.step === 'booking-success') storage?.removeItem(LOCAL_STORAGE_KEYS.bookedSlot);
        else storage?.setItem(LOCAL_STORAGE_KEYS.bookedSlot, JSON.stringify(snapshot));
      },
    );
    // Once per device: the saved answers are for the page's first load.
  }, [address.device.id]);

  return { store, go, back };
}
