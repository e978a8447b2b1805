import { lazy } from 'react';

// The dialogs are not part of the first paint: their code (Radix dialog, the OTP boxes) loads the
// first time the customer opens one.
export const ProfileEditDialog = lazy(() =>
  import('./profile-edit-dialog.ts').then((module) => ({ default: module.ProfileEditDialog })),
);
export const ConfirmChangeDialog = lazy(() =>
  import('./ConfirmChangeDialog.tsx').then((module) => ({ default: module.ConfirmChangeDialog })),
);
export const ConfirmRemovalDialog = lazy(() =>
  import('./ConfirmRemovalDialog.tsx').then((module) => ({ default: module.ConfirmRemovalDialog })),
);
export const AddressDialog = lazy(() =>
  import('./AddressDialog.tsx').then((module) => ({ default: module.AddressDialog })),
);
