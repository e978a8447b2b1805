import type { WizardStepHeadingLevel } from './WizardStep.tsx';

/** The level below a step's heading, for the headings inside it. */
export const subHeadingLevel = (level: WizardStepHeadingLevel) =>
  level === 'h1' ? 'h2' : level === 'h2' ? 'h3' : 'h4';
