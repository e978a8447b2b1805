export {
  PincodeAvailability,
  type PincodeAvailabilityProps,
  type PincodeAvailabilityStatus,
} from './PincodeAvailability.tsx';
