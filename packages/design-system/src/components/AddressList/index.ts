export { AddressList, type AddressListProps, type SavedAddress } from './AddressList.tsx';
