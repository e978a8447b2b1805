export { ProfileSection, type ProfileContact, type ProfileSectionProps } from './ProfileSection.tsx';
export {
  formatInternationalMobile as formatIndianMobile,
  isValidMobile as isIndianMobile,
} from '@nirmal/format';
