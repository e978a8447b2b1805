import type { ComponentPropsWithRef } from 'react';
import { WaterDropIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import type { Technology } from '../../vocabulary/technology.ts';
import { technologyLabels, technologyNames } from '../../vocabulary/technology.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { TechnologyTagRoot } from './TechnologyTag.styles.ts';

export type TechnologyTagProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The purification technology code. */
  technology: Technology;
  /** Short names shown on the tag. @default technologyLabels ('UV', 'RO') */
  labels?: Partial<Record<Technology, string>>;
  /**
   * Full names, read by assistive technology after the short one ("RO (Reverse osmosis)"); an
   * empty string for none.
   * @default technologyNames ('Ultraviolet', 'Reverse osmosis')
   */
  names?: Partial<Record<Technology, string>>;
  /** @default 'md' */
  size?: 'sm' | 'md';
};

/** Names a water purifier's technology (UV or RO) on product and device cards. */
export function TechnologyTag({ technology, labels, names, size = 'md', ...rest }: TechnologyTagProps) {
  const name = names?.[technology] ?? technologyNames[technology];
  return (
    <TechnologyTagRoot data-technology={technology} data-size={size} {...rest} {...identity('TechnologyTag')}>
      <WaterDropIcon />
      {labels?.[technology] ?? technologyLabels[technology]}
      {name && <VisuallyHidden> ({name})</VisuallyHidden>}
    </TechnologyTagRoot>
  );
}
