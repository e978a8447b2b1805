// Its own module, so the dialog's code is a chunk loaded on first use (see lazy-dialogs.tsx).
export { ProfileEditDialog } from '@nirmal/design-system';
