import type { ComponentPropsWithRef, ReactNode } from 'react';
import { InboxIcon } from '../../icons/actions.tsx';
import { identity } from '../../internal/identity.ts';
import {
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIllustration,
  EmptyStateRoot,
  EmptyStateTitle,
} from './EmptyState.styles.ts';

export type EmptyStateProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** What is empty, as a heading ("No devices yet"). */
  title: ReactNode;
  /** What it means and what to do next. @default undefined */
  description?: ReactNode;
  /** An icon or small illustration (decorative). `null` for none. @default <InboxIcon /> */
  icon?: ReactNode;
  /** The way forward: usually one Button or Link, at most two. @default undefined */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** `sm` inside a card or panel, `md` for a whole page section. @default 'md' */
  size?: 'sm' | 'md';
};

/**
 * Fills a place that has nothing to show yet (no devices, no orders, no search results) with what
 * it means and the next step.
 */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon />,
  action,
  headingLevel = 2,
  size = 'md',
  ...rest
}: EmptyStateProps) {
  return (
    <EmptyStateRoot data-size={size} {...rest} {...identity('EmptyState')}>
      {icon && <EmptyStateIllustration aria-hidden="true">{icon}</EmptyStateIllustration>}
      <EmptyStateTitle as={`h${headingLevel}`}>{title}</EmptyStateTitle>
      {description && <EmptyStateDescription>{description}</EmptyStateDescription>}
      {action && <EmptyStateActions>{action}</EmptyStateActions>}
    </EmptyStateRoot>
  );
}
