export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';
