import type { ReactNode, Ref } from 'react';
import type { WizardStepHeadingLevel } from './WizardStep.tsx';
import { WizardStepDescription, WizardStepHeaderRoot, WizardStepTitle } from './WizardStep.styles.ts';

/** A step's heading (its accessible name, through `id`) and the line under it. */
export function WizardStepHeader({
  id,
  level,
  title,
  description,
  headingRef,
}: {
  id: string;
  level: WizardStepHeadingLevel;
  title: ReactNode;
  description?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  return (
    <WizardStepHeaderRoot>
      <WizardStepTitle as={level} id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </WizardStepTitle>
      {description && <WizardStepDescription>{description}</WizardStepDescription>}
    </WizardStepHeaderRoot>
  );
}
