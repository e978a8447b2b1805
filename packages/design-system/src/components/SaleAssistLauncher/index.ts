export { SaleAssistLauncher, type SaleAssistLauncherProps } from './SaleAssistLauncher.tsx';
