export { CustomerLookup, type CustomerLookupProps } from './CustomerLookup.tsx';
