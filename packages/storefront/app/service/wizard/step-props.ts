import type { ServiceRequestStore, ServiceStep } from '@nirmal/domain';

/** What every step of the wizard is given: the store, and moving to a step through the address. */
export interface WizardStepProps {
  store: ServiceRequestStore;
  go: (step: ServiceStep, options?: { replace?: boolean }) => void;
  /**
   * The step before the current one, by the path rule: the browser's own Back when this step was
   * reached from it, else in the current step's place, so the browser's Back never goes forward to
   * the step left and no step is in the history twice.
   */
  back: () => void;
}

/** The step after the current one, by the path rule. */
export function goNext({ store, go }: WizardStepProps): void {
  const next = store.nextStep;
  if (next) go(next);
}
