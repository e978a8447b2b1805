import { useState, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { Container } from '../Container/index.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  AnnouncementBarContent,
  AnnouncementBarDismiss,
  AnnouncementBarInner,
  AnnouncementBarLink,
  AnnouncementBarRoot,
} from './AnnouncementBar.styles.ts';
import type { AnnouncementBarTone } from './announcementTones.ts';

export type { AnnouncementBarTone };

export type AnnouncementBarProps = ComponentPropsWithRef<'div'> & {
  /** The announcement, one short sentence ("Free installation on all water purifiers this week"). */
  children: ReactNode;
  /** Colours: `brand` and `inverse` stand out; `info`, `success` and `warning` are quieter. @default 'brand' */
  tone?: AnnouncementBarTone;
  /** A decorative icon before the text. @default undefined */
  icon?: ReactNode;
  /** Where the link after the text goes; needs `linkLabel`. @default undefined */
  linkHref?: string;
  /** Text of the link after the text ("View offers"). @default undefined */
  linkLabel?: ReactNode;
  /** Called when the link is followed, before the router navigates. @default undefined */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Makes it dismissible: a close button hides the bar and calls this (e.g. to remember the
   * choice). Without it the bar cannot be closed.
   * @default undefined
   */
  onDismiss?: () => void;
  /** Accessible name of the close button. @default 'Dismiss announcement' */
  dismissLabel?: string;
  /** Accessible name of the bar's region. @default 'Announcement' */
  label?: string;
};

function AnnouncementLink({
  href,
  onClick,
  children,
}: {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  const handleClick = useLinkClick(href, onClick);
  return (
    <AnnouncementBarLink href={href} onClick={handleClick}>
      {children}
    </AnnouncementBarLink>
  );
}

/**
 * A full-width strip above the header for a site-wide message: an offer, a service notice. Not a
 * live region: it is there from page load. For messages about what the customer just did, use a
 * Toast; for a message about one part of a page, an InlineAlert.
 */
export function AnnouncementBar({
  children,
  tone = 'brand',
  icon,
  linkHref,
  linkLabel,
  onLinkClick,
  onDismiss,
  dismissLabel = 'Dismiss announcement',
  label = 'Announcement',
  ...rest
}: AnnouncementBarProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <AnnouncementBarRoot
      role="region"
      aria-label={label}
      data-tone={tone}
      {...rest}
      {...identity('AnnouncementBar')}
    >
      <Container>
        <AnnouncementBarInner>
          <AnnouncementBarContent>
            {icon}
            <span>{children}</span>
            {linkHref && linkLabel && (
              <AnnouncementLink href={linkHref} onClick={onLinkClick}>
                {linkLabel}
              </AnnouncementLink>
            )}
          </AnnouncementBarContent>
          {onDismiss && (
            <AnnouncementBarDismiss>
              <IconButton
                label={dismissLabel}
                icon={<CloseIcon />}
                size="sm"
                onClick={() => {
                  setDismissed(true);
                  onDismiss();
                }}
              />
            </AnnouncementBarDismiss>
          )}
        </AnnouncementBarInner>
      </Container>
    </AnnouncementBarRoot>
  );
}
