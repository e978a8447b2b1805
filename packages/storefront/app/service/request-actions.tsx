import { invalidateServiceRequests } from '@nirmal/domain';
import type { ServiceRequest } from '@nirmal/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import { reschedulePath } from './paths.ts';

/** Said once a visit is cancelled: the button that opened the dialog has gone with the visit. */
const visitCancelled = (serviceRequestID: string) =>
  `Visit ${serviceRequestID} is cancelled. The technician will not come.`;

// The dialog is not part of any first paint: its code loads when a customer first cancels.
const CancelRequestDialog = lazy(() =>
  import('./CancelRequestDialog.tsx').then((module) => ({ default: module.CancelRequestDialog })),
);

/**
 * Reschedule and cancel for a list of requests (the device page, tracking, the pending request
 * list): rescheduling opens the wizard on the slots for that visit, cancelling asks for a reason.
 */
export function useRequestActions(onCancelled?: (serviceRequestID: string) => void): {
  reschedule: (request: Pick<ServiceRequest, 'assetId' | 'serviceRequestID'>) => void;
  cancel: (serviceRequestID: string) => void;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { shell } = useStores();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const dialog = cancelling && (
    <Suspense fallback={null}>
      <CancelRequestDialog
        serviceRequestID={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          shell.showToast(visitCancelled(cancelling));
          void invalidateServiceRequests(queryClient);
          onCancelled?.(cancelling);
        }}
      />
    </Suspense>
  );
  return {
    reschedule: (request) => void navigate(reschedulePath(request.assetId, request.serviceRequestID)),
    cancel: setCancelling,
    dialog,
  };
}
