import type { ComponentPropsWithRef, ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { SidebarLayoutMain, SidebarLayoutRoot, SidebarLayoutSide } from './SidebarLayout.styles.ts';

export type SidebarLayoutProps = ComponentPropsWithRef<'div'> & {
  /** The column's content, e.g. a listing's filters. On a phone it comes first, above the content. */
  sidebar: ReactNode;
  /** Names the column, a complementary landmark (`<aside>`): "Filters". */
  sidebarLabel: string;
  /** The width from which the column sits beside the content. @default 'lg' */
  from?: 'md' | 'lg';
  /** The main content, stacked with the gap of the space scale's step 4. */
  children: ReactNode;
};

/**
 * A column of a fixed width beside the main content from a breakpoint up, and above it on a
 * phone: a listing's filters beside its results on a desktop.
 */
export function SidebarLayout({ sidebar, sidebarLabel, from = 'lg', children, ...rest }: SidebarLayoutProps) {
  return (
    <SidebarLayoutRoot data-from={from} {...rest} {...identity('SidebarLayout')}>
      <SidebarLayoutSide aria-label={sidebarLabel}>{sidebar}</SidebarLayoutSide>
      <SidebarLayoutMain>{children}</SidebarLayoutMain>
    </SidebarLayoutRoot>
  );
}
