export { AqiBar, type AqiBarProps } from './AqiBar.tsx';
