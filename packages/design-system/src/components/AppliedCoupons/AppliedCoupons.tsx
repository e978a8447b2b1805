import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatInr } from '@nirmal/format';
import { CloseIcon, CouponIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  AppliedCouponsHeader,
  AppliedCouponsList,
  AppliedCouponsRoot,
  AppliedCouponsTitle,
  CouponChip,
  CouponChipCode,
  CouponChipSaving,
} from './AppliedCoupons.styles.ts';

/** A coupon on the order. */
export type AppliedCoupon = {
  /** The coupon code, e.g. "NIRMAL10". */
  code: string;
  /** Rupees it takes off the order. */
  saving: number;
};

export type AppliedCouponsProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** The coupons applied (checkout state `couponsApplied`); nothing renders when empty. */
  coupons: ReadonlyArray<AppliedCoupon>;
  /** Called with the code of the coupon to remove. @default undefined */
  onRemove?: (code: string) => void;
  /** Called to remove every coupon at once; the button shows from two coupons up. @default undefined */
  onRemoveAll?: () => void;
  /** Disables the remove buttons, e.g. while a removal runs. @default false */
  disabled?: boolean;
  /** The list's heading. @default 'Applied coupons' */
  title?: ReactNode;
  /** Level of the heading, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Accessible name of a coupon's remove button. @default (code) => `Remove coupon ${code}` */
  removeLabel?: (code: string) => string;
  /** @default 'Remove all' */
  removeAllLabel?: string;
  /** The saving next to a code. @default (amount) => `${amount} off` */
  savingText?: (formattedAmount: string) => string;
};

const defaultRemoveLabel = (code: string) => `Remove coupon ${code}`;
const defaultSavingText = (amount: string) => `${amount} off`;

/**
 * The coupons on an order, as chips with code and saving. Each can be removed, or all at once;
 * focus moves to the next chip when one goes.
 */
export function AppliedCoupons({
  coupons,
  onRemove,
  onRemoveAll,
  disabled = false,
  title = 'Applied coupons',
  headingLevel = 'h3',
  removeLabel = defaultRemoveLabel,
  removeAllLabel = 'Remove all',
  savingText = defaultSavingText,
  ...rest
}: AppliedCouponsProps) {
  const list = useRef<HTMLUListElement>(null);
  // The position of the chip just removed, so focus can go to its neighbour once it is gone.
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    if (removedAt.current === null || !list.current) return;
    const buttons = list.current.querySelectorAll('button');
    if (buttons.length === 0) return;
    buttons[Math.min(removedAt.current, buttons.length - 1)]?.focus();
    removedAt.current = null;
  }, [coupons]);

  if (coupons.length === 0) return null;
  return (
    <AppliedCouponsRoot data-count={coupons.length} {...rest} {...identity('AppliedCoupons')}>
      <AppliedCouponsHeader>
        <AppliedCouponsTitle as={headingLevel}>{title}</AppliedCouponsTitle>
        {onRemoveAll && coupons.length > 1 && (
          <Button variant="tertiary" size="sm" disabled={disabled} onClick={onRemoveAll}>
            {removeAllLabel}
          </Button>
        )}
      </AppliedCouponsHeader>
      <AppliedCouponsList ref={list}>
        {coupons.map((coupon, index) => (
          <CouponChip key={coupon.code}>
            <CouponIcon />
            <CouponChipCode>{coupon.code}</CouponChipCode>
            <CouponChipSaving>{savingText(formatInr(coupon.saving))}</CouponChipSaving>
            {onRemove && (
              <IconButton
                size="sm"
                icon={<CloseIcon />}
                label={removeLabel(coupon.code)}
                disabled={disabled}
                onClick={() => {
                  removedAt.current = index;
                  onRemove(coupon.code);
                }}
              />
            )}
          </CouponChip>
        ))}
      </AppliedCouponsList>
    </AppliedCouponsRoot>
  );
}
