import { useEffect, useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatDate } from '@nirmal/format';
import { CheckCircleIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import type { WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import { WizardStepDetail, WizardStepDetails } from '../WizardStep/WizardStepDetails.tsx';
import { WizardStepHeader } from '../WizardStep/WizardStepHeader.tsx';
import { serviceTypeLabels, type ServiceType } from '../../vocabulary/index.ts';
import { Button } from '../Button/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { OutcomeActions, OutcomeIcon, PaymentOutcomeRoot } from '../PaymentOutcome/PaymentOutcome.styles.ts';
import { SuccessDetails, SuccessText } from './BookingSuccess.styles.ts';

export type BookingSuccessProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** The new request's number (the API's `serviceRequestID`), as the customer quotes it. */
  serviceRequestID: string;
  /** Day of the visit, `YYYY-MM-DD`. @default undefined */
  serviceDate?: string;
  /** The visit's slot as the customer reads it, e.g. "9:00 AM – 10:00 AM". @default undefined */
  serviceSlot?: string;
  /** The kind of visit, shown among the details. @default undefined */
  serviceType?: ServiceType;
  /** The device, shown among the details. @default undefined */
  productName?: string;
  /** A visit was moved rather than booked: its own heading. @default false */
  isRescheduleFlow?: boolean;
  /** Called by "Track status" (e.g. to /statusTracking); without it the button is not shown. @default undefined */
  onTrackStatus?: () => void;
  /** Called by "Back to my devices" (/amc/my-devices); without it the button is not shown. @default undefined */
  onBackToDevices?: () => void;
  /** Move focus to the heading when shown, as the confirm button it replaces is gone. @default true */
  focusOnMount?: boolean;
  /** Heading level, to fit the page outline. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default isRescheduleFlow ? 'Visit rescheduled' : 'Service booked' */
  title?: ReactNode;
  /** @default 'We have sent the details by SMS. The technician will call you before the visit.' */
  message?: ReactNode;
  /** Politely announced once shown, from the details. @default (id, when) => `${title}. Request ID ${id}${when ? `, ${when}` : ''}.` */
  announcement?: (serviceRequestID: string, when: string) => string;
  /** @default 'Request ID' */
  requestIdLabel?: string;
  /** @default 'Device' */
  productLabel?: string;
  /** @default 'Service type' */
  serviceTypeLabel?: string;
  /** @default 'Date' */
  dateLabel?: string;
  /** @default 'Time slot' */
  slotLabel?: string;
  /** @default 'Track status' */
  trackStatusLabel?: ReactNode;
  /** @default 'Back to my devices' */
  backToDevicesLabel?: ReactNode;
};

/**
 * The "booking success" step: a confirmation with the request ID, the day and the slot, announced
 * politely to screen readers, and the ways on (track the status, back to my devices).
 */
export function BookingSuccess({
  serviceRequestID,
  serviceDate,
  serviceSlot,
  serviceType,
  productName,
  isRescheduleFlow = false,
  onTrackStatus,
  onBackToDevices,
  focusOnMount = true,
  headingLevel = 'h2',
  title,
  message = 'We have sent the details by SMS. The technician will call you before the visit.',
  announcement,
  requestIdLabel = 'Request ID',
  productLabel = 'Device',
  serviceTypeLabel = 'Service type',
  dateLabel = 'Date',
  slotLabel = 'Time slot',
  trackStatusLabel = 'Track status',
  backToDevicesLabel = 'Back to my devices',
  ...rest
}: BookingSuccessProps) {
  const headingId = `${useId()}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const heading = title ?? (isRescheduleFlow ? 'Visit rescheduled' : 'Service booked');
  const when = [serviceDate && formatDate(serviceDate), serviceSlot].filter(Boolean).join(', ');
  const spoken = announcement
    ? announcement(serviceRequestID, when)
    : `${typeof heading === 'string' ? heading : ''}. ${requestIdLabel} ${serviceRequestID}${when ? `, ${when}` : ''}.`;
  // The live region is rendered empty and filled after mount, so screen readers announce it.
  const liveRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (liveRef.current) liveRef.current.textContent = spoken;
  }, [spoken]);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <PaymentOutcomeRoot
      data-variant="success"
      aria-labelledby={headingId}
      {...rest}
      {...identity('BookingSuccess')}
    >
      <OutcomeIcon aria-hidden="true">
        <CheckCircleIcon />
      </OutcomeIcon>
      <SuccessText>
        <WizardStepHeader id={headingId} level={headingLevel} title={heading} headingRef={headingRef} />
        {message && <p>{message}</p>}
      </SuccessText>
      <SuccessDetails>
        <WizardStepDetails>
          <WizardStepDetail label={requestIdLabel}>{serviceRequestID}</WizardStepDetail>
          <WizardStepDetail label={productLabel}>{productName}</WizardStepDetail>
          <WizardStepDetail label={serviceTypeLabel}>
            {serviceType && serviceTypeLabels[serviceType]}
          </WizardStepDetail>
          <WizardStepDetail label={dateLabel}>
            {serviceDate && <time dateTime={serviceDate}>{formatDate(serviceDate)}</time>}
          </WizardStepDetail>
          <WizardStepDetail label={slotLabel}>{serviceSlot}</WizardStepDetail>
        </WizardStepDetails>
      </SuccessDetails>
      {(onTrackStatus || onBackToDevices) && (
        <OutcomeActions>
          {onTrackStatus && <Button onClick={onTrackStatus}>{trackStatusLabel}</Button>}
          {onBackToDevices && (
            <Button variant={onTrackStatus ? 'secondary' : 'primary'} onClick={onBackToDevices}>
              {backToDevicesLabel}
            </Button>
          )}
        </OutcomeActions>
      )}
      <VisuallyHidden ref={liveRef} role="status" />
    </PaymentOutcomeRoot>
  );
}
