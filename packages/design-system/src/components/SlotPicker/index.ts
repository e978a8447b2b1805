export {
  SlotPicker,
  type SlotPickerDay,
  type SlotPickerProps,
  type SlotPickerSlot,
  type SlotPickerValue,
} from './SlotPicker.tsx';
