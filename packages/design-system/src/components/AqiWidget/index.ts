export { AqiWidget, type AqiWidgetProps } from './AqiWidget.tsx';
