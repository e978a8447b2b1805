export { AddressForm, type AddressFormProps, type ServiceAddress } from './AddressForm.tsx';
export type { AddressField, AddressFields } from './addressRules.ts';
