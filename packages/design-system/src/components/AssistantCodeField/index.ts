export {
  AssistantCodeField,
  type AssistantCodeFieldProps,
  type AssistantCodeStatusValue,
} from './AssistantCodeField.tsx';
