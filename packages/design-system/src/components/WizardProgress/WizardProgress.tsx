import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import {
  WizardHiddenText,
  WizardLabel,
  WizardMarker,
  WizardProgressRoot,
  WizardStep,
  WizardStepBody,
  WizardSteps,
  WizardSummary,
} from './WizardProgress.styles.ts';

/** One step of a multi-step flow. */
export type WizardProgressStep = {
  /** Stable key of the step. */
  id: string;
  /** Name of the step, e.g. "Book a slot". */
  label: ReactNode;
  /** Done already; defaults to every step before the current one. */
  completed?: boolean;
};

export type WizardProgressProps = Omit<ComponentPropsWithRef<'nav'>, 'children'> & {
  /** The steps, in order. */
  steps: ReadonlyArray<WizardProgressStep>;
  /** Index (from 0) of the step the customer is on. @default 0 */
  currentIndex?: number;
  /** Accessible name of the progress landmark. @default 'Progress' */
  label?: string;
  /** The compact line of the 360 px layout, from the 1-based step number and the count. @default (step, total) => `Step ${step} of ${total}` */
  stepOfText?: (step: number, total: number) => string;
  /** Read after a completed step's name by screen readers. @default 'completed' */
  completedText?: string;
};

const defaultStepOfText = (step: number, total: number) => `Step ${step} of ${total}`;

/**
 * Where the customer is in a multi-step flow (booking a service, buying a plan): an ordered list
 * of steps with the current one marked `aria-current="step"`. On the 360 px layout it shows a bar
 * and "Step 2 of 5" with the current step's name; from md up every step's name.
 */
export function WizardProgress({
  steps,
  currentIndex = 0,
  label = 'Progress',
  stepOfText = defaultStepOfText,
  completedText = 'completed',
  ...rest
}: WizardProgressProps) {
  const current = Math.min(Math.max(currentIndex, 0), Math.max(steps.length - 1, 0));
  const currentStep = steps[current];
  return (
    <WizardProgressRoot aria-label={label} {...rest} {...identity('WizardProgress')}>
      <WizardSummary>
        <span>{stepOfText(current + 1, steps.length)}</span>
        {currentStep && <span aria-hidden="true">{currentStep.label}</span>}
      </WizardSummary>
      <WizardSteps>
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const isComplete = !isCurrent && (step.completed ?? index < current);
          const state = isCurrent ? 'current' : isComplete ? 'complete' : 'upcoming';
          return (
            <WizardStep key={step.id} data-state={state} aria-current={isCurrent ? 'step' : undefined}>
              <WizardStepBody>
                <WizardMarker aria-hidden="true">{isComplete ? <CheckIcon /> : index + 1}</WizardMarker>
                <WizardLabel>
                  {step.label}
                  {isComplete && <WizardHiddenText>, {completedText}</WizardHiddenText>}
                </WizardLabel>
              </WizardStepBody>
            </WizardStep>
          );
        })}
      </WizardSteps>
    </WizardProgressRoot>
  );
}
