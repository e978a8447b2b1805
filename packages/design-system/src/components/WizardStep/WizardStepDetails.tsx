import type { ReactNode } from 'react';
import { WizardStepDetailList } from './WizardStep.styles.ts';

/** Label and value pairs, as a step summarises what was chosen. */
export const WizardStepDetails = WizardStepDetailList;

/** One label and value of a WizardStepDetails list; nothing when there is no value. */
export function WizardStepDetail({ label, children }: { label: ReactNode; children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
