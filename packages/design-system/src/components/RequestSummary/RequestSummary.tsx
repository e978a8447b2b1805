import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatDate } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { WizardStepFrame, type WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import { subHeadingLevel } from '../WizardStep/headingLevel.ts';
import { WizardStepDetail, WizardStepDetails } from '../WizardStep/WizardStepDetails.tsx';
import { defaultServiceDuration, serviceTypeLabels, type ServiceType } from '../../vocabulary/index.ts';
import type { AddressFields } from '../AddressForm/index.ts';
import { Button } from '../Button/index.ts';
import { formatInr } from '@nirmal/format';
import { addressSummary } from '../ServiceRequestCard/addressSummary.ts';
import { formatDuration } from '../SlotPicker/slotGrid.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  SummaryNote,
  SummaryPrice,
  SummarySection,
  SummarySectionHeader,
  SummarySectionTitle,
  SummarySections,
} from './RequestSummary.styles.ts';

/** The parts of the summary the customer can go back and change. */
export type RequestSummarySection = 'service' | 'slot' | 'address';

export type RequestSummaryProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'onSubmit'> & {
  /** The kind of visit. */
  serviceType: ServiceType;
  /** The device being serviced (the API's `productName`). @default undefined */
  productName?: string;
  /** The problem as the customer reads it (the defect option's label). @default undefined */
  defectType?: string;
  /** The customer's additional remarks. @default undefined */
  addnRemarks?: string;
  /** Day of the visit, `YYYY-MM-DD`. @default undefined */
  serviceDate?: string;
  /** The visit's slot as the customer reads it, e.g. "9:00 AM – 10:00 AM". @default undefined */
  serviceSlot?: string;
  /** Length of the visit, `HH:MM`. @default '01:00' */
  serviceDuration?: string;
  /** Where the visit is: the address fields (summarised on one line) or a ready summary. @default undefined */
  address?: Partial<AddressFields> | string | null;
  /** The price in rupees; `0` is free, `null` or absent when the technician quotes it. @default undefined */
  servicePrice?: number | null;
  /** What the price is made of (e.g. the visit charge and each repair), in rupees, listed above it. @default undefined */
  priceLines?: ReadonlyArray<{ label: string; price: number }>;
  /** Paying online in advance is allowed (the API's `isPrepaidAllowed`): shows the prepaid note. @default false */
  isPrepaidAllowed?: boolean;
  /** Confirms moving a booked visit: its own heading and button. @default false */
  isRescheduleFlow?: boolean;
  /** What the page asks before confirming (e.g. how to pay, why a visit moves), after the sections and above the buttons. @default undefined */
  children?: ReactNode;
  /** Called with the section whose Edit button was pressed; without it there are no Edit buttons. @default undefined */
  onEdit?: (section: RequestSummarySection) => void;
  /** Called by the confirm button. @default undefined */
  onConfirm?: () => void;
  /** Called by Back; without it there is no Back button. @default undefined */
  onBack?: () => void;
  /** The booking is being sent: the confirm button shows a spinner and ignores presses. @default false */
  confirming?: boolean;
  /** Why the booking failed (e.g. our "Something went wrong"), shown above the buttons. @default undefined */
  error?: ReactNode;
  /** Heading level; the sections take the level below. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default isRescheduleFlow ? 'Check your new visit' : 'Review your booking' */
  title?: ReactNode;
  /** @default 'Check the details before you confirm.' */
  description?: ReactNode;
  /** Section headings. @default { service: 'Service', slot: 'Date and time', address: 'Address', price: 'Price' } */
  sectionTitles?: Partial<Record<RequestSummarySection | 'price', string>>;
  /** Row labels. @default { productName: 'Device', serviceType: 'Service type', defectType: 'Problem', addnRemarks: 'Remarks', serviceDate: 'Date', serviceSlot: 'Time slot', serviceDuration: 'Duration' } */
  fieldLabels?: Partial<Record<SummaryField, string>>;
  /** Visible text of each Edit button; the section's name follows for screen readers. @default 'Edit' */
  editLabel?: string;
  /** Said for a free visit. @default 'Free' */
  freeText?: ReactNode;
  /** Said when the price is not known yet. @default 'The technician will share the price at the visit.' */
  unpricedText?: ReactNode;
  /** @default 'You can pay online now, or pay the technician after the visit.' */
  prepaidText?: ReactNode;
  /** @default isRescheduleFlow ? 'Confirm reschedule' : 'Confirm booking' */
  confirmLabel?: ReactNode;
  /** @default 'Back' */
  backLabel?: ReactNode;
};

type SummaryField =
  | 'productName'
  | 'serviceType'
  | 'defectType'
  | 'addnRemarks'
  | 'serviceDate'
  | 'serviceSlot'
  | 'serviceDuration';

const defaultSectionTitles = {
  service: 'Service',
  slot: 'Date and time',
  address: 'Address',
  price: 'Price',
};
const defaultFieldLabels: Record<SummaryField, string> = {
  productName: 'Device',
  serviceType: 'Service type',
  defectType: 'Problem',
  addnRemarks: 'Remarks',
  serviceDate: 'Date',
  serviceSlot: 'Time slot',
  serviceDuration: 'Duration',
};

/**
 * The "request summary" step: everything the customer chose, read-only, in sections (service,
 * date and time, address, price with its lines when given), each with an Edit button that goes back to its step, the
 * page's own questions, and the confirm button with its sending state and the error when booking fails.
 */
export function RequestSummary({
  serviceType,
  productName,
  defectType,
  addnRemarks,
  serviceDate,
  serviceSlot,
  serviceDuration = defaultServiceDuration,
  address,
  servicePrice,
  priceLines,
  isPrepaidAllowed = false,
  isRescheduleFlow = false,
  onEdit,
  onConfirm,
  onBack,
  confirming = false,
  error,
  headingLevel = 'h2',
  title = isRescheduleFlow ? 'Check your new visit' : 'Review your booking',
  description = 'Check the details before you confirm.',
  sectionTitles,
  fieldLabels,
  editLabel = 'Edit',
  freeText = 'Free',
  unpricedText = 'The technician will share the price at the visit.',
  prepaidText = 'You can pay online now, or pay the technician after the visit.',
  confirmLabel = isRescheduleFlow ? 'Confirm reschedule' : 'Confirm booking',
  backLabel = 'Back',
  children,
  ...rest
}: RequestSummaryProps) {
  const id = useId();
  const sectionLevel = subHeadingLevel(headingLevel);
  const titles = { ...defaultSectionTitles, ...sectionTitles };
  const labels = { ...defaultFieldLabels, ...fieldLabels };
  const addressText = typeof address === 'string' ? address : address ? addressSummary(address) : '';

  const section = (key: RequestSummarySection | 'price', rows: ReactNode) => (
    <SummarySection role="group" aria-labelledby={`${id}-${key}`}>
      <SummarySectionHeader>
        <SummarySectionTitle as={sectionLevel} id={`${id}-${key}`}>
          {titles[key]}
        </SummarySectionTitle>
        {onEdit && key !== 'price' && (
          <Button variant="tertiary" size="sm" onClick={() => onEdit(key)}>
            {editLabel}
            <VisuallyHidden> {titles[key]}</VisuallyHidden>
          </Button>
        )}
      </SummarySectionHeader>
      {rows}
    </SummarySection>
  );
  const row = (field: SummaryField, value: ReactNode) => (
    <WizardStepDetail label={labels[field]}>{value}</WizardStepDetail>
  );

  return (
    <WizardStepFrame
      {...{ title, description, headingLevel, onBack, backLabel, error }}
      continueLabel={confirmLabel}
      onContinue={onConfirm}
      continuing={confirming}
      {...rest}
      {...identity('RequestSummary')}
    >
      <SummarySections>
        {section(
          'service',
          <WizardStepDetails>
            {row('productName', productName)}
            {row('serviceType', serviceTypeLabels[serviceType])}
            {row('defectType', defectType)}
            {row('addnRemarks', addnRemarks?.trim())}
          </WizardStepDetails>,
        )}
        {section(
          'slot',
          <WizardStepDetails>
            {row('serviceDate', serviceDate && <time dateTime={serviceDate}>{formatDate(serviceDate)}</time>)}
            {row('serviceSlot', serviceSlot)}
            {row('serviceDuration', formatDuration(serviceDuration))}
          </WizardStepDetails>,
        )}
        {section('address', <SummaryNote as="address">{addressText}</SummaryNote>)}
        {section(
          'price',
          <>
            {priceLines && priceLines.length > 0 && (
              <WizardStepDetails>
                {priceLines.map((line) => (
                  <WizardStepDetail key={line.label} label={line.label}>
                    {line.price === 0 ? freeText : formatInr(line.price)}
                  </WizardStepDetail>
                ))}
              </WizardStepDetails>
            )}
            <SummaryPrice data-unknown={typeof servicePrice !== 'number' || undefined}>
              {typeof servicePrice !== 'number'
                ? unpricedText
                : servicePrice === 0
                  ? freeText
                  : formatInr(servicePrice)}
            </SummaryPrice>
            {isPrepaidAllowed && <SummaryNote>{prepaidText}</SummaryNote>}
          </>,
        )}
      </SummarySections>
      {children}
    </WizardStepFrame>
  );
}
