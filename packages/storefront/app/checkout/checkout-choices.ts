import { promotionCodes } from '@nirmal/design-system';
import type { CheckoutChoices } from '@nirmal/domain';
import type { PromotionId } from '@nirmal/domain/contract';

// The choices that change what checkout costs (the delivery address, an offer and a store
// assistant's code) live in the page's address too (`?addressId=…&promotion=…&assistantCode=…`),
// so a reload, the back button and a browser without JavaScript all see the same checkout.

type Source = URLSearchParams | FormData;

function read(source: Source, name: string): string | undefined {
  const value = source.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const isPromotion = (value: string | undefined): value is PromotionId =>
  (promotionCodes as readonly (string | undefined)[]).includes(value);

export function readChoices(source: Source): CheckoutChoices {
  const promotion = read(source, 'promotion');
  return {
    addressId: read(source, 'addressId'),
    promotion: isPromotion(promotion) ? promotion : undefined,
    assistantCode: read(source, 'assistantCode'),
  };
}

/** `?…` for the choices made, or '' when there are none. */
export function checkoutSearch(choices: CheckoutChoices): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(choices)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}
