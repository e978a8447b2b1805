import type { PaymentLinkCardProps } from '@nirmal/design-system';
import { rupeesFromPaise } from '@nirmal/domain';
import type { PaymentLink } from '@nirmal/domain/contract';

/** What a link's card shows of it. */
export function linkCardProps(link: PaymentLink) {
  return {
    description: link.description,
    amount: rupeesFromPaise(link.amountPaise),
    status: link.status,
    customerName: link.customerName,
    mobileMasked: link.mobileMasked,
    shortUrl: link.shortUrl,
    expiresAt: link.expiresAt,
    paidAt: link.paidAt,
  } satisfies Partial<PaymentLinkCardProps>;
}
