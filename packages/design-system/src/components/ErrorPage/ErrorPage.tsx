import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { RefreshIcon, HomeIcon } from '../../icons/shell.tsx';
import { WaterDropIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { ButtonRoot } from '../Button/Button.styles.ts';
import { Button } from '../Button/index.ts';
import {
  ErrorPageActions,
  ErrorPageCode,
  ErrorPageMessage,
  ErrorPageRoot,
  ErrorPageTitle,
} from './ErrorPage.styles.ts';

export type ErrorPageVariant = '404' | '500';

/** The spec's texts (§8) for each variant. */
const defaults: Record<ErrorPageVariant, { title: string; message: string }> = {
  '404': {
    title: 'Page not found',
    message: 'Oops! We cannot seem to get you to the page you are looking for.',
  },
  '500': {
    title: 'Something went wrong',
    message: 'Oops! Something went wrong. Please try again later.',
  },
};

export type ErrorPageProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** `404` for an unknown address, `500` for the error boundary and failed page loads. @default '500' */
  variant?: ErrorPageVariant;
  /** The heading. @default 'Page not found' (404) or 'Something went wrong' (500) */
  title?: ReactNode;
  /**
   * The explanation under the heading.
   * @default 'Oops! We cannot seem to get you to the page you are looking for.' (404) or 'Oops! Something went wrong. Please try again later.' (500)
   */
  message?: ReactNode;
  /** Heading level of the title: 1 when it is the whole page, 2 inside a page that has its own h1. @default 1 */
  headingLevel?: 1 | 2;
  /** Where the home link goes. @default '/' */
  homeHref?: string;
  /** Text of the home link. @default 'Go to home page' */
  homeLabel?: ReactNode;
  /** Called by the home link (before the router or the browser navigates). @default undefined */
  onHomeClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * For `500`: shows a "Try again" button that calls this, e.g. the error boundary's reset or a
   * reload. Without it, or for `404`, there is no retry button.
   * @default undefined
   */
  onRetry?: () => void;
  /** Text of the retry button. @default 'Try again' */
  retryLabel?: ReactNode;
  /** Shows the status code as a large decorative figure above the title. @default true */
  showCode?: boolean;
};

/**
 * A whole-page error: the 404 page for an unknown address and the 500 page the error boundary
 * shows. Always offers a way home; the 500 page can also offer to try again.
 */
export function ErrorPage({
  variant = '500',
  title,
  message,
  headingLevel = 1,
  homeHref = '/',
  homeLabel = 'Go to home page',
  onHomeClick,
  onRetry,
  retryLabel = 'Try again',
  showCode = true,
  ...rest
}: ErrorPageProps) {
  const handleHomeClick = useLinkClick(homeHref, onHomeClick);
  const canRetry = variant === '500' && onRetry !== undefined;
  return (
    <ErrorPageRoot data-variant={variant} {...rest} {...identity('ErrorPage')}>
      {showCode && (
        <ErrorPageCode aria-hidden="true">
          <WaterDropIcon />
          {variant}
        </ErrorPageCode>
      )}
      <ErrorPageTitle as={`h${headingLevel}`}>{title ?? defaults[variant].title}</ErrorPageTitle>
      <ErrorPageMessage>{message ?? defaults[variant].message}</ErrorPageMessage>
      <ErrorPageActions>
        {canRetry && (
          <Button startIcon={<RefreshIcon />} onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        <ButtonRoot
          as="a"
          href={homeHref}
          onClick={handleHomeClick}
          data-variant={canRetry ? 'secondary' : 'primary'}
          data-size="md"
        >
          <HomeIcon />
          {homeLabel}
        </ButtonRoot>
      </ErrorPageActions>
    </ErrorPageRoot>
  );
}
