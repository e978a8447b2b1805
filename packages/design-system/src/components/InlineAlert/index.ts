export {
  InlineAlert,
  inlineAlertTones,
  type InlineAlertProps,
  type InlineAlertTone,
} from './InlineAlert.tsx';
