export { Toast, type ToastProps, type ToastTone } from './Toast.tsx';
export { Toaster, type ToasterProps } from './Toaster.tsx';
