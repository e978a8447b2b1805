import { Button, Dialog, InlineAlert, RadioGroup, Skeleton, Stack } from '@nirmal/design-system';
import { ProductError, SOMETHING_WENT_WRONG, serviceQueries } from '@nirmal/domain';
import { CANCEL_DISPOSITIONS, SERVICE_MESSAGES, type CancelDisposition } from '@nirmal/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useClients } from '../state/app-state.tsx';

export interface CancelRequestDialogProps {
  serviceRequestID: string;
  /** Called once the visit is cancelled. */
  onCancelled: () => void;
  /** Called when the customer keeps the visit. */
  onClose: () => void;
}

const isCancelReason = (code: string): code is CancelDisposition => code in CANCEL_DISPOSITIONS;

/** Cancels a booked visit, with the customer's reason from the dispositions. Keeping it is the first choice. */
export function CancelRequestDialog({ serviceRequestID, onCancelled, onClose }: CancelRequestDialogProps) {
  const { service } = useClients();
  const { data: dispositions, isError } = useQuery(serviceQueries.dispositions(service));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);

  async function cancel() {
    if (pending) return;
    if (!isCancelReason(reason)) {
      setProblem(SERVICE_MESSAGES.reason);
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      await service.cancel({ serviceRequestID, reason });
      onCancelled();
    } catch (error) {
      setProblem(error instanceof ProductError ? error.message : SOMETHING_WENT_WRONG);
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Cancel this visit?"
      description={`Request ID ${serviceRequestID}. The technician will not come, and a visit paid in advance is refunded.`}
      size="sm"
      footer={
        <Stack direction="row" justify="end" gap={2} wrap>
          <Button variant="secondary" onClick={onClose}>
            Keep the visit
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void cancel()}>
            Cancel visit
          </Button>
        </Stack>
      }
    >
      {dispositions ? (
        <RadioGroup
          legend="Why are you cancelling?"
          name="reason"
          required
          options={dispositions.cancel.map(({ code, label }) => ({ value: code, label }))}
          value={reason}
          onChange={(code) => {
            setReason(code);
            // The ask for a reason goes once one is chosen.
            if (problem === SERVICE_MESSAGES.reason) setProblem(undefined);
          }}
          error={problem === SERVICE_MESSAGES.reason ? problem : undefined}
        />
      ) : isError ? (
        <InlineAlert tone="error">{SOMETHING_WENT_WRONG}</InlineAlert>
      ) : (
        <Skeleton height="8rem" aria-label="Loading the reasons" />
      )}
      {problem && problem !== SERVICE_MESSAGES.reason && <InlineAlert tone="error">{problem}</InlineAlert>}
    </Dialog>
  );
}
