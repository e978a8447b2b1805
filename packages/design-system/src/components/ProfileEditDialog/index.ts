export {
  ProfileEditDialog,
  type ProfileEditDialogProps,
  type ProfileEditValues,
} from './ProfileEditDialog.tsx';
export {
  defaultValidationMessages as profileValidationMessages,
  validateProfile,
  type ProfileEditMode,
  type ProfileFormValues,
  type ProfileValidationMessages,
} from './validateProfile.ts';
