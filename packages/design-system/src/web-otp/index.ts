export { isWebOtpSupported, useWebOtp } from './useWebOtp.ts';
