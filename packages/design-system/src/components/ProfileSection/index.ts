export { ProfileSection, type ProfileContact, type ProfileSectionProps } from './ProfileSection.tsx';
export { formatIndianMobile, isIndianMobile } from './phone.ts';
