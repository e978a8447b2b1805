export { ChatWidgetFrame, type ChatWidgetFrameProps } from './ChatWidgetFrame.tsx';
