import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatDate } from '@nirmal/format';
import { CheckIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { stepStatuses, type StepStatus } from './stepStatus.ts';
import {
  StatusTrackerDate,
  StatusTrackerDescription,
  StatusTrackerLabel,
  StatusTrackerMarker,
  StatusTrackerRoot,
  StatusTrackerStep,
  StatusTrackerTexts,
} from './StatusTracker.styles.ts';

export type StatusTrackerStepData = {
  /** A stable key; the label is used when absent. @default undefined */
  id?: string;
  /** The step's name, e.g. "Installation Scheduled". */
  label: ReactNode;
  /** A detail, e.g. the technician's name or the slot. @default undefined */
  description?: ReactNode;
  /** When it happened or is planned, as a wire date `YYYY-MM-DD` (shown as 31 Mar 2026). @default undefined */
  date?: string;
};

export type StatusTrackerProps = Omit<ComponentPropsWithRef<'ol'>, 'children'> & {
  /** The steps, in order. */
  steps: ReadonlyArray<StatusTrackerStepData>;
  /** Index of the step in progress; `steps.length` when every step is done. @default 0 */
  currentIndex?: number;
  /** Names the list for assistive technology. @default 'Service status' */
  label?: string;
  /** Hidden text read with each step, by status. @default { done: 'Completed', current: 'Current step', upcoming: 'Upcoming' } */
  statusText?: Record<StepStatus, string>;
};

const defaultStatusText: Record<StepStatus, string> = {
  done: 'Completed',
  current: 'Current step',
  upcoming: 'Upcoming',
};

/**
 * Where a service request stands ("Installation Scheduled"): an ordered list of steps, done,
 * current (`aria-current="step"`) and upcoming. Vertical at 360 px, horizontal from md up.
 */
export function StatusTracker({
  steps,
  currentIndex = 0,
  label = 'Service status',
  statusText = defaultStatusText,
  ...rest
}: StatusTrackerProps) {
  const statuses = stepStatuses(steps.length, currentIndex);
  return (
    <StatusTrackerRoot aria-label={label} {...rest} {...identity('StatusTracker')}>
      {steps.map((step, index) => {
        const status = statuses[index] ?? 'upcoming';
        return (
          <StatusTrackerStep
            key={step.id ?? (typeof step.label === 'string' ? step.label : index)}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <StatusTrackerMarker aria-hidden="true">
              {status === 'done' ? <CheckIcon /> : index + 1}
            </StatusTrackerMarker>
            <StatusTrackerTexts>
              <StatusTrackerLabel>
                {step.label}
                <VisuallyHidden>, {statusText[status]}</VisuallyHidden>
              </StatusTrackerLabel>
              {step.date && <StatusTrackerDate>{formatDate(step.date)}</StatusTrackerDate>}
              {step.description && <StatusTrackerDescription>{step.description}</StatusTrackerDescription>}
            </StatusTrackerTexts>
          </StatusTrackerStep>
        );
      })}
    </StatusTrackerRoot>
  );
}
