export { LoginModal, type LoginModalProps } from './LoginModal.tsx';
export { LoginForm, type LoginFormProps, type LoginFormOwnProps, type LoginStep } from './LoginForm.tsx';
export { formatCountdown } from './loginValues.ts';
export { readTypedMobile, type TypedMobile } from './typedMobile.ts';
