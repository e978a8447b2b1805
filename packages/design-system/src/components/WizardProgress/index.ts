export { WizardProgress, type WizardProgressProps, type WizardProgressStep } from './WizardProgress.tsx';
