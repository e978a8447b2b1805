export { ChatLauncher, type ChatLauncherProps } from './ChatLauncher.tsx';
