import { PAYMENT_LINK_MESSAGES } from '@nirmal/domain/contract';
import { ApiError } from '../../../http/errors.ts';
import { closeLink, linkOfOrder, markLinkPaid } from '../../../modules/payment-links/links.ts';
import type { KindEffects } from './kind.ts';

// An order paid through a payment link staff sent: the link becomes paid in the transaction that
// confirms the payment, once however many notices of it arrive; cancelling the order cancels the
// link. A payment for a link that ran out is refused (and refunded), as its order can no longer be paid.

/** A kind's effects with those of the order's payment link, if it has one, after them. */
export function withPaymentLink(kind: KindEffects): KindEffects {
  return {
    async check(tx, order, now) {
      const link = await linkOfOrder(tx, order.id);
      if (link && (link.status === 'expired' || (link.status === 'created' && now >= link.expiresAt))) {
        throw new ApiError(
          409,
          'ORDER_NOT_PAYABLE',
          `${PAYMENT_LINK_MESSAGES.expired} Any money taken will be refunded.`,
        );
      }
      await kind.check(tx, order, now);
    },

    async apply(tx, order, now) {
      await kind.apply(tx, order, now);
      const link = await linkOfOrder(tx, order.id, true);
      if (link) await markLinkPaid(tx, link.id, now);
    },

    whyNotCancellable: (tx, order, lines, now) => kind.whyNotCancellable(tx, order, lines, now),

    async cancelled(tx, order, lines, now) {
      await kind.cancelled(tx, order, lines, now);
      const link = await linkOfOrder(tx, order.id, true);
      if (link) await closeLink(tx, link.id, 'cancelled', now);
    },
  };
}
