import { useId, type ComponentPropsWithRef } from 'react';
import { formatDate } from '@nirmal/format';
import { WrenchIcon } from '../../icons/index.tsx';
import { describedBy } from '../../internal/accessibility/describedBy.ts';
import { identity } from '../../internal/identity.ts';
import {
  serviceStatusLabel,
  serviceTypeLabels,
  type ServiceRequestStatus,
  type ServiceType,
} from '../../vocabulary/index.ts';
import type { AddressFields } from '../AddressForm/addressRules.ts';
import { Button } from '../Button/index.ts';
import { addressSummary } from './addressSummary.ts';
import {
  ServiceRequestActions,
  ServiceRequestCardRoot,
  ServiceRequestDetails,
  ServiceRequestHeader,
  ServiceRequestStatus as StatusBadge,
  ServiceRequestTitle,
} from './ServiceRequestCard.styles.ts';

const statusTones: Record<ServiceRequestStatus, 'info' | 'warning' | 'success' | 'neutral'> = {
  AWAITING_PAYMENT: 'warning',
  SCHEDULED: 'info',
  RESCHEDULED: 'info',
  TECHNICIAN_ASSIGNED: 'info',
  ON_THE_WAY: 'warning',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'neutral',
};

export type ServiceRequestCardProps = ComponentPropsWithRef<'article'> & {
  /** The request's number, as the customer quotes it to the call centre. */
  serviceRequestID: string;
  /** The kind of visit. */
  serviceType: ServiceType;
  /** Where the request stands. */
  status: ServiceRequestStatus;
  /** The status as written, instead of the type and status words ("Installation Scheduled"). @default undefined */
  statusLabel?: string;
  /** Day of the visit, `YYYY-MM-DD`; shown as e.g. 30 Mar 2026. @default undefined */
  serviceDate?: string | null;
  /** The visit's time slot as the customer reads it, e.g. "10:00 AM – 11:00 AM". @default undefined */
  serviceSlot?: string | null;
  /** Where the visit is: the address fields (summarised on one line) or a ready summary. @default undefined */
  address?: Partial<AddressFields> | string | null;
  /** The device the visit is for; the card's heading when given. @default undefined */
  deviceName?: string;
  /** The request can still be rescheduled or cancelled: shows both buttons. @default false */
  isCancellable?: boolean;
  /** Called by the reschedule button. @default undefined */
  onReschedule?: () => void;
  /** Called by the cancel button. @default undefined */
  onCancel?: () => void;
  /** The action in progress, whose button shows a spinner. @default undefined */
  pendingAction?: 'reschedule' | 'cancel';
  /** Heading level, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Request ID' */
  requestIdLabel?: string;
  /** @default 'Date' */
  dateLabel?: string;
  /** @default 'Time slot' */
  slotLabel?: string;
  /** @default 'Address' */
  addressLabel?: string;
  /** @default 'Reschedule' */
  rescheduleLabel?: string;
  /** @default 'Cancel request' */
  cancelLabel?: string;
};

/**
 * One service visit a customer has booked: what, when, where and how it stands ("Installation
 * Scheduled"), with reschedule and cancel buttons while the request still allows them.
 */
export function ServiceRequestCard({
  serviceRequestID,
  serviceType,
  status,
  statusLabel,
  serviceDate,
  serviceSlot,
  address,
  deviceName,
  isCancellable = false,
  onReschedule,
  onCancel,
  pendingAction,
  headingLevel = 'h3',
  requestIdLabel = 'Request ID',
  dateLabel = 'Date',
  slotLabel = 'Time slot',
  addressLabel = 'Address',
  rescheduleLabel = 'Reschedule',
  cancelLabel = 'Cancel request',
  ...rest
}: ServiceRequestCardProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const requestId = `${id}-request`;
  const summary = typeof address === 'string' ? address : address ? addressSummary(address) : '';
  const statusText = statusLabel ?? serviceStatusLabel(serviceType, status);
  const busy = pendingAction !== undefined;
  return (
    <ServiceRequestCardRoot aria-labelledby={headingId} {...rest} {...identity('ServiceRequestCard')}>
      <ServiceRequestHeader>
        <ServiceRequestTitle as={headingLevel} id={headingId}>
          <WrenchIcon />
          {deviceName ?? serviceTypeLabels[serviceType]}
        </ServiceRequestTitle>
        <StatusBadge data-tone={statusTones[status]} data-status={status}>
          {statusText}
        </StatusBadge>
      </ServiceRequestHeader>
      <ServiceRequestDetails>
        <dt>{requestIdLabel}</dt>
        <dd id={requestId}>{serviceRequestID}</dd>
        {serviceDate && (
          <>
            <dt>{dateLabel}</dt>
            <dd>
              <time dateTime={serviceDate}>{formatDate(serviceDate)}</time>
            </dd>
          </>
        )}
        {serviceSlot && (
          <>
            <dt>{slotLabel}</dt>
            <dd>{serviceSlot}</dd>
          </>
        )}
        {summary && (
          <>
            <dt>{addressLabel}</dt>
            <dd>{summary}</dd>
          </>
        )}
      </ServiceRequestDetails>
      {isCancellable && (
        <ServiceRequestActions>
          <Button
            variant="secondary"
            loading={pendingAction === 'reschedule'}
            disabled={busy && pendingAction !== 'reschedule'}
            aria-describedby={describedBy(headingId, requestId)}
            onClick={onReschedule}
          >
            {rescheduleLabel}
          </Button>
          <Button
            variant="tertiary"
            loading={pendingAction === 'cancel'}
            disabled={busy && pendingAction !== 'cancel'}
            aria-describedby={describedBy(headingId, requestId)}
            onClick={onCancel}
          >
            {cancelLabel}
          </Button>
        </ServiceRequestActions>
      )}
    </ServiceRequestCardRoot>
  );
}
