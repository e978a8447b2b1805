export { PincodeInput, type PincodeInputProps } from './PincodeInput.tsx';
