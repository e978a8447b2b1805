export { StaffBar, type StaffBarProps } from './StaffBar.tsx';
