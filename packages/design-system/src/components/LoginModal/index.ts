export { LoginModal, type LoginModalProps } from './LoginModal.tsx';
export { LoginForm, type LoginFormProps, type LoginFormOwnProps, type LoginStep } from './LoginForm.tsx';
export { formatCountdown, mobileDigits } from './loginValues.ts';
export { isValidMobile } from '@nirmal/format';
