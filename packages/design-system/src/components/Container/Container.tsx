import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { ContainerRoot } from './Container.styles.ts';

export type ContainerProps = ComponentPropsWithRef<'div'> & {
  /** The element to render: `main` for the page's main content (the "Skip to content" target), `section` for a band of a page. @default 'div' */
  as?: 'div' | 'main' | 'section';
  /** `page` caps the width at the page maximum and centres it; `full` spans the viewport (gutters stay). @default 'page' */
  width?: 'page' | 'full';
  /** Side padding that grows with the screen (16 px on a phone, 24 px from md, 32 px from lg); `none` for edge-to-edge content. @default 'responsive' */
  gutters?: 'responsive' | 'none';
  /** Adds vertical padding above and below, for a page body or a band. @default false */
  padded?: boolean;
};

/** Centres page content at the page's maximum width with gutters that grow with the screen. */
export function Container({
  as = 'div',
  width = 'page',
  gutters = 'responsive',
  padded = false,
  ...rest
}: ContainerProps) {
  return (
    <ContainerRoot
      as={as}
      data-width={width}
      data-gutters={gutters}
      data-padded={padded || undefined}
      {...rest}
      {...identity('Container')}
    />
  );
}
