export { DurationPicker, type DurationOption, type DurationPickerProps } from './DurationPicker.tsx';
