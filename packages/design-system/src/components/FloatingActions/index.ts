export { FloatingActions, whatsAppHref, type FloatingActionsProps } from './FloatingActions.tsx';
