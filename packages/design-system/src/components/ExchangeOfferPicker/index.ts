export {
  ExchangeOfferPicker,
  type ExchangeOffer,
  type ExchangeOfferPickerProps,
  type ExchangeOfferValues,
} from './ExchangeOfferPicker.tsx';
