import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { ConsentActions, ConsentBannerRoot } from './ConsentBanner.styles.ts';

export type ConsentBannerProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /**
   * Called when the visitor agrees to analytics. Both buttons submit (`name="consent"`, values
   * `granted` and `denied`), so inside a form the answer posts without JavaScript; a page that
   * keeps the answer itself calls `event.preventDefault()`.
   */
  onAccept: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Called when the visitor keeps to what is strictly necessary (value `denied`). */
  onDecline: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The privacy policy, linked after the message. @default undefined */
  privacyHref?: string;
  /** `floating` is fixed over the bottom of the page; `inline` flows in it. @default 'floating' */
  placement?: 'floating' | 'inline';
  /** The region's name. @default 'Your privacy' */
  label?: string;
  /** @default 'We would like to measure how the shop is used, to make it better for you. Nothing beyond what is strictly necessary is collected until you agree.' */
  message?: ReactNode;
  /** @default 'Accept analytics' */
  acceptLabel?: string;
  /** @default 'Only necessary' */
  declineLabel?: string;
  /** @default 'Privacy policy' */
  privacyLabel?: string;
};

/**
 * Asks a visitor once whether analytics may measure their visit, as India's DPDP Act 2023 expects:
 * a short message, agreeing and declining side by side with equal weight, and the privacy policy.
 */
export function ConsentBanner({
  onAccept,
  onDecline,
  privacyHref,
  placement = 'floating',
  label = 'Your privacy',
  message = 'We would like to measure how the shop is used, to make it better for you. Nothing beyond what is strictly necessary is collected until you agree.',
  acceptLabel = 'Accept analytics',
  declineLabel = 'Only necessary',
  privacyLabel = 'Privacy policy',
  ...rest
}: ConsentBannerProps) {
  const messageId = useId();
  return (
    <ConsentBannerRoot
      aria-label={label}
      aria-describedby={messageId}
      data-placement={placement}
      {...rest}
      {...identity('ConsentBanner')}
    >
      <p id={messageId}>
        {message}
        {privacyHref && (
          <>
            {' '}
            <Link href={privacyHref}>{privacyLabel}</Link>
          </>
        )}
      </p>
      <ConsentActions>
        <Button type="submit" name="consent" value="granted" size="sm" onClick={onAccept}>
          {acceptLabel}
        </Button>
        <Button type="submit" name="consent" value="denied" size="sm" variant="secondary" onClick={onDecline}>
          {declineLabel}
        </Button>
      </ConsentActions>
    </ConsentBannerRoot>
  );
}
