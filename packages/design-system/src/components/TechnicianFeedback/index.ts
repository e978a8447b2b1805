export {
  TechnicianFeedback,
  type TechnicianFeedbackProps,
  type TechnicianFeedbackValue,
} from './TechnicianFeedback.tsx';
