export { GeolocationPrompt, type GeolocationPromptProps } from './GeolocationPrompt.tsx';
export {
  geolocationErrorStatus,
  type GeolocationErrorStatus,
  type GeolocationStatus,
} from './geolocationStatus.ts';
