import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckCircleIcon, ErrorIcon, WarningIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { stockLabels, type StockStatus } from '../../vocabulary/index.ts';
import { StockBadgeRoot } from './StockBadge.styles.ts';

export type StockBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The stock status code from the inventory call. */
  status: StockStatus;
  /** Wording per status. @default stockLabels ('In stock', 'Only few left', 'Out of stock') */
  labels?: Partial<Record<StockStatus, string>>;
  /** @default 'md' */
  size?: 'sm' | 'md';
};

const icons: Record<StockStatus, ReactNode> = {
  in_stock: <CheckCircleIcon />,
  low_stock: <WarningIcon />,
  out_of_stock: <ErrorIcon />,
};

/** Says whether a product can be bought now: in stock, only few left, or out of stock. */
export function StockBadge({ status, labels, size = 'md', ...rest }: StockBadgeProps) {
  return (
    <StockBadgeRoot data-status={status} data-size={size} {...rest} {...identity('StockBadge')}>
      {icons[status]}
      {labels?.[status] ?? stockLabels[status]}
    </StockBadgeRoot>
  );
}
