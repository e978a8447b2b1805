import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ExternalLinkIcon } from '../../icons/actions.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { LinkRoot } from './Link.styles.ts';

export type LinkVariant = 'inline' | 'standalone';

export type LinkProps = ComponentPropsWithRef<'a'> & {
  /** Where the link goes: a same-site path (`/statusTracking`) or a full address. */
  href: string;
  /**
   * `inline` sits in a sentence and takes its size; `standalone` stands on its own line (e.g. "View
   * all plans") with a 24 px target.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), shows an icon and tells
   * assistive technology with `newTabText`.
   * @default false
   */
  external?: boolean;
  /** Hidden text read after the label of an `external` link. @default '(opens in new tab)' */
  newTabText?: string;
  /** Icon after the label of a `standalone` link, e.g. `<ArrowRightIcon />`. @default undefined */
  endIcon?: ReactNode;
};

/**
 * Navigation to another page or site: a real `<a href>` (works before hydration, opens in a new tab
 * on middle-click). Same-site clicks go through the app's router when a `NavigationProvider` is
 * present. Use a Button for actions.
 */
export function Link({
  href,
  variant = 'inline',
  external = false,
  newTabText = '(opens in new tab)',
  endIcon,
  onClick,
  target,
  rel,
  children,
  ...rest
}: LinkProps) {
  const handleClick = useLinkClick(href, onClick);
  const relValue = external ? [rel, 'noopener', 'noreferrer'].filter(Boolean).join(' ') : rel;
  return (
    <LinkRoot
      href={href}
      onClick={handleClick}
      target={external ? '_blank' : target}
      rel={relValue}
      data-variant={variant}
      data-external={external || undefined}
      {...rest}
      {...identity('Link')}
    >
      {children}
      {external ? (
        <>
          <ExternalLinkIcon />
          <VisuallyHidden> {newTabText}</VisuallyHidden>
        </>
      ) : (
        endIcon
      )}
    </LinkRoot>
  );
}
