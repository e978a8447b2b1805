export {
  MapLocatorStep,
  type MapLocatorStepGeolocationTexts,
  type MapLocatorStepMapProps,
  type MapLocatorStepProps,
} from './MapLocatorStep.tsx';
