export { BookSlotStep, type BookSlotStepProps, type BookSlotValue } from './BookSlotStep.tsx';
