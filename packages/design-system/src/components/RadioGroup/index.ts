export { RadioGroup, type RadioGroupOption, type RadioGroupProps } from './RadioGroup.tsx';
