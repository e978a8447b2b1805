import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorIcon, WarningIcon } from '../../icons/index.tsx';
import { CrosshairIcon } from '../../icons/overlays.tsx';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { Spinner } from '../Spinner/index.ts';
import type { GeolocationErrorStatus, GeolocationStatus } from './geolocationStatus.ts';
import { GeolocationMessage, GeolocationPromptRoot } from './GeolocationPrompt.styles.ts';

export type GeolocationPromptProps = ComponentPropsWithRef<'div'> & {
  /** Where the request stands; the caller maps the browser's answer (see `geolocationErrorStatus`). @default 'idle' */
  status?: GeolocationStatus;
  /** Called by "Use current location" (idle). @default undefined */
  onUseCurrentLocation?: () => void;
  /** Called by "Try again" after a failure; without it there is no retry button. @default undefined */
  onRetry?: () => void;
  /** @default 'Use current location' */
  useCurrentLocationLabel?: ReactNode;
  /** @default 'Try again' */
  retryLabel?: ReactNode;
  /** Progress text. @default 'Fetching Current Location....' */
  fetchingText?: string;
  /** Spec §8. @default 'User denied the request for Geolocation.' */
  deniedText?: ReactNode;
  /** Spec §8. @default 'Location information is unavailable.' */
  unavailableText?: ReactNode;
  /** Spec §8. @default 'The request to get user location timed out.' */
  timeoutText?: ReactNode;
  /** Spec §8. @default 'Geolocation is not supported by this browser.' */
  unsupportedText?: ReactNode;
  /** Spec §8. @default 'An error occurred.' */
  errorText?: ReactNode;
  /** Spec §8. @default 'Looks like your geolocation permissions are blocked. Please, provide geolocation access in your browser settings.' */
  blockedText?: ReactNode;
};

/**
 * "Use current location" with the states of the browser's geolocation request: fetching, and
 * the spec's messages for denied, unavailable, timed out, unsupported, blocked and other errors.
 * Changes are announced politely. Presentational: the caller asks the browser.
 */
export function GeolocationPrompt({
  status = 'idle',
  onUseCurrentLocation,
  onRetry,
  useCurrentLocationLabel = 'Use current location',
  retryLabel = 'Try again',
  fetchingText = 'Fetching Current Location....',
  deniedText = 'User denied the request for Geolocation.',
  unavailableText = 'Location information is unavailable.',
  timeoutText = 'The request to get user location timed out.',
  unsupportedText = 'Geolocation is not supported by this browser.',
  errorText = 'An error occurred.',
  blockedText = 'Looks like your geolocation permissions are blocked. Please, provide geolocation access in your browser settings.',
  ...rest
}: GeolocationPromptProps) {
  const messages: Record<GeolocationErrorStatus, ReactNode> = {
    denied: deniedText,
    unavailable: unavailableText,
    timeout: timeoutText,
    unsupported: unsupportedText,
    error: errorText,
    blocked: blockedText,
  };
  const failed = status !== 'idle' && status !== 'fetching';
  // The browser will not ask again: the customer has to change a setting, or cannot at all.
  const needsSettings = status === 'blocked' || status === 'unsupported';
  return (
    <GeolocationPromptRoot data-status={status} {...rest} {...identity('GeolocationPrompt')}>
      {status === 'idle' && (
        <Button variant="secondary" startIcon={<CrosshairIcon />} onClick={onUseCurrentLocation}>
          {useCurrentLocationLabel}
        </Button>
      )}
      <GeolocationMessage
        role="status"
        data-tone={failed ? (needsSettings ? 'warning' : 'danger') : undefined}
      >
        {status === 'fetching' && (
          <>
            <Spinner size="sm" label={null} />
            <p>{fetchingText}</p>
          </>
        )}
        {failed && (
          <>
            {needsSettings ? <WarningIcon /> : <ErrorIcon />}
            <p>{messages[status]}</p>
          </>
        )}
      </GeolocationMessage>
      {failed && status !== 'unsupported' && onRetry && (
        <Button variant="secondary" size="sm" startIcon={<CrosshairIcon />} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </GeolocationPromptRoot>
  );
}
