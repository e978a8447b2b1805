import { CHECKOUT_PATH } from '@nirmal/domain';
import { useNavigate } from 'react-router';
import { checkoutSearch, type CheckoutChoices } from './checkout-choices.ts';

/**
 * Changes one of the checkout's choices: the address takes it, the loader prices it again. In
 * place of the current entry, so Back leaves checkout rather than stepping through each choice.
 */
export function useChoose(current: CheckoutChoices): (change: CheckoutChoices) => void {
  const navigate = useNavigate();
  return (change) =>
    void navigate(`${CHECKOUT_PATH}${checkoutSearch({ ...current, ...change })}`, {
      replace: true,
      preventScrollReset: true,
    });
}
