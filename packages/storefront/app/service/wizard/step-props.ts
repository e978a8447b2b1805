import type { ServiceRequestStore, ServiceStep } from '@nirmal/domain';

/** What every step of the wizard is given: the store, and moving to a step through the address. */
export interface WizardStepProps {
  store: ServiceRequestStore;
  go: (step: ServiceStep, options?: { replace?: boolean }) => void;
}

/** The step after the current one, by the path rule. */
export function goNext({ store, go }: WizardStepProps): void {
  const next = store.nextStep;
  if (next) go(next);
}

/**
 * The step before the current one, by the path rule. It takes the current step's place in the
 * browser's history, so the browser's Back never goes forward to the step left.
 */
export function goBack({ store, go }: WizardStepProps): void {
  const previous = store.previousStep;
  if (previous) go(previous, { replace: true });
}
