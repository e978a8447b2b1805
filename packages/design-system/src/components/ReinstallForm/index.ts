export { ReinstallForm, type ReinstallAddressTexts, type ReinstallFormProps } from './ReinstallForm.tsx';
