export { WizardStep, type WizardStepHeadingLevel, type WizardStepProps } from './WizardStep.tsx';
