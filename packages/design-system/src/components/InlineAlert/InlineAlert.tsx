import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  InlineAlertAction,
  InlineAlertBody,
  InlineAlertContent,
  InlineAlertDismiss,
  InlineAlertIcon,
  InlineAlertRoot,
  InlineAlertTitle,
} from './InlineAlert.styles.ts';
import { everyOf } from '../../vocabulary/everyOf.ts';

export const inlineAlertTones = everyOf<InlineAlertTone>()(['info', 'success', 'warning', 'error']);
export type InlineAlertTone = 'info' | 'success' | 'warning' | 'error';

export type InlineAlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** Meaning, colour and icon. `error` and `warning` are announced at once, the others politely. @default 'info' */
  tone?: InlineAlertTone;
  /** A short heading line. @default undefined */
  title?: ReactNode;
  /** The message. @default undefined */
  children?: ReactNode;
  /** An action that resolves it, e.g. a Button or Link ("Retry", "Renew AMC"). @default undefined */
  action?: ReactNode;
  /** Shows a close button that calls this. @default undefined */
  onDismiss?: () => void;
  /** Accessible name of the close button. @default 'Dismiss' */
  dismissLabel?: string;
  /**
   * Live-region role. By default `alert` for `error` and `warning` (announced at once) and `status`
   * for `info` and `success` (announced politely); `none` for a message present from page load
   * that needs no announcing.
   * @default by tone
   */
  role?: 'alert' | 'status' | 'none';
};

const icons: Record<InlineAlertTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckCircleIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
};

/**
 * A message inside the page, next to what it is about: a failed payment, an expiring AMC, a saved
 * address. For messages about an action that come and go, use a Toast.
 */
export function InlineAlert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  role,
  ...rest
}: InlineAlertProps) {
  const liveRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <InlineAlertRoot
      role={liveRole === 'none' ? undefined : liveRole}
      data-tone={tone}
      {...rest}
      {...identity('InlineAlert')}
    >
      <InlineAlertIcon>{icons[tone]}</InlineAlertIcon>
      <InlineAlertContent>
        {title && <InlineAlertTitle>{title}</InlineAlertTitle>}
        {children && <InlineAlertBody>{children}</InlineAlertBody>}
        {action && <InlineAlertAction>{action}</InlineAlertAction>}
      </InlineAlertContent>
      {onDismiss && (
        <InlineAlertDismiss>
          <IconButton label={dismissLabel} icon={<CloseIcon />} size="sm" onClick={onDismiss} />
        </InlineAlertDismiss>
      )}
    </InlineAlertRoot>
  );
}
