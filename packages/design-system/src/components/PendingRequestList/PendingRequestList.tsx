import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { PlusIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { subHeadingLevel } from '../WizardStep/headingLevel.ts';
import type { WizardStepHeadingLevel } from '../WizardStep/WizardStep.tsx';
import { WizardStepHeader } from '../WizardStep/WizardStepHeader.tsx';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { ServiceRequestCard, type ServiceRequestCardProps } from '../ServiceRequestCard/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  PendingRequestHeader,
  PendingRequestItems,
  PendingRequestListRoot,
  PendingRequestPlaceholder,
} from './PendingRequestList.styles.ts';

/** One open service request, as the list shows it (our service request fields). */
export type PendingServiceRequest = Pick<
  ServiceRequestCardProps,
  | 'serviceRequestID'
  | 'serviceType'
  | 'status'
  | 'statusLabel'
  | 'serviceDate'
  | 'serviceSlot'
  | 'address'
  | 'isCancellable'
>;

/** A request whose reschedule or cancel call is running. */
export type PendingRequestAction = {
  serviceRequestID: string;
  action: 'reschedule' | 'cancel';
};

export type PendingRequestListProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** The device's open requests, newest first. @default [] */
  requests?: ReadonlyArray<PendingServiceRequest>;
  /** The device the requests are for, named under the heading. @default undefined */
  productName?: string;
  /** The requests are loading: placeholders instead of cards, and the region is busy. @default false */
  loading?: boolean;
  /** Why the requests could not be loaded, e.g. our shared fallback. @default undefined */
  error?: ReactNode;
  /** Called by "Try again" under the error; without it there is no retry button. @default undefined */
  onRetry?: () => void;
  /** Called by "Book a new service" (in the header, or in the empty state). @default undefined */
  onBookNew?: () => void;
  /** Called with the request's ID by its Reschedule button. @default undefined */
  onReschedule?: (serviceRequestID: string) => void;
  /** Called with the request's ID by its Cancel button. @default undefined */
  onCancel?: (serviceRequestID: string) => void;
  /** The request whose action is running; its button shows a spinner. @default undefined */
  pendingAction?: PendingRequestAction;
  /** Heading level of the list; the cards take the level below. @default 'h2' */
  headingLevel?: WizardStepHeadingLevel;
  /** @default 'Your service requests' */
  title?: ReactNode;
  /** Under the heading, from the device's name. @default (name) => `Open requests for ${name}` */
  productText?: (productName: string) => ReactNode;
  /** @default 'Book a new service' */
  bookNewLabel?: ReactNode;
  /** Heading of the empty state. @default 'No open service requests' */
  emptyTitle?: ReactNode;
  /** @default 'Need a repair, uninstallation or re-installation? Book a visit and a technician will come to you.' */
  emptyDescription?: ReactNode;
  /** Read by screen readers while loading. @default 'Loading service requests' */
  loadingText?: string;
  /** How many placeholder cards show while loading. @default 2 */
  placeholderCount?: number;
  /** @default 'Try again' */
  retryLabel?: ReactNode;
};

const defaultProductText = (name: string) => `Open requests for ${name}`;

/**
 * The first step of the service-request flow: the device's open requests as ServiceRequestCards
 * (reschedule and cancel where allowed) and "Book a new service". Shows placeholders while
 * loading, an EmptyState when there is nothing open, and an error with "Try again".
 */
export function PendingRequestList({
  requests = [],
  productName,
  loading = false,
  error,
  onRetry,
  onBookNew,
  onReschedule,
  onCancel,
  pendingAction,
  headingLevel = 'h2',
  title = 'Your service requests',
  productText = defaultProductText,
  bookNewLabel = 'Book a new service',
  emptyTitle = 'No open service requests',
  emptyDescription = 'Need a repair, uninstallation or re-installation? Book a visit and a technician will come to you.',
  loadingText = 'Loading service requests',
  placeholderCount = 2,
  retryLabel = 'Try again',
  ...rest
}: PendingRequestListProps) {
  const headingId = `${useId()}-heading`;
  const itemLevel = subHeadingLevel(headingLevel);
  const empty = !loading && !error && requests.length === 0;
  const bookNew = onBookNew && (
    <Button variant={empty ? 'primary' : 'secondary'} startIcon={<PlusIcon />} onClick={onBookNew}>
      {bookNewLabel}
    </Button>
  );

  let content: ReactNode;
  if (loading) {
    content = (
      <PendingRequestItems>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <PendingRequestPlaceholder key={index}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
            <Skeleton width="65%" />
          </PendingRequestPlaceholder>
        ))}
      </PendingRequestItems>
    );
  } else if (error) {
    content = (
      <InlineAlert
        tone="error"
        action={
          onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          )
        }
      >
        {error}
      </InlineAlert>
    );
  } else if (empty) {
    content = (
      <EmptyState
        size="sm"
        headingLevel={Number(itemLevel[1]) as 2 | 3 | 4}
        title={emptyTitle}
        description={emptyDescription}
        action={bookNew}
      />
    );
  } else {
    content = (
      <PendingRequestItems>
        {requests.map((request) => (
          <li key={request.serviceRequestID}>
            <ServiceRequestCard
              {...request}
              headingLevel={itemLevel}
              pendingAction={
                pendingAction?.serviceRequestID === request.serviceRequestID
                  ? pendingAction.action
                  : undefined
              }
              onReschedule={onReschedule && (() => onReschedule(request.serviceRequestID))}
              onCancel={onCancel && (() => onCancel(request.serviceRequestID))}
            />
          </li>
        ))}
      </PendingRequestItems>
    );
  }

  return (
    <PendingRequestListRoot
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : error ? 'error' : empty ? 'empty' : 'ready'}
      {...rest}
      {...identity('PendingRequestList')}
    >
      <PendingRequestHeader>
        <WizardStepHeader
          id={headingId}
          level={headingLevel}
          title={title}
          description={productName && productText(productName)}
        />
        {!empty && !loading && bookNew}
      </PendingRequestHeader>
      <VisuallyHidden role="status">{loading ? loadingText : null}</VisuallyHidden>
      {content}
    </PendingRequestListRoot>
  );
}
