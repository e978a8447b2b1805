export { BookingSuccess, type BookingSuccessProps } from './BookingSuccess.tsx';
