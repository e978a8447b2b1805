export {
  ReviewForm,
  type ReviewFormErrors,
  type ReviewFormProps,
  type ReviewFormValue,
} from './ReviewForm.tsx';
