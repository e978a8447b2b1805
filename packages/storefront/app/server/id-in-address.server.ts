import { addressIdSchema, orderIdSchema, paymentLinkIdSchema } from '@nirmal/domain/contract';
import { data } from 'react-router';

interface IdSchema {
  safeParse(value: unknown): { success: true; data: string } | { success: false };
}

/**
 * An id a page's address names, read by the contract's schema for it. One no record can have (the
 * API would refuse it as malformed) is the page's 404, as a missing record or another customer's is
 * (see signedInOnly), never a failed page.
 */
function idInAddress(schema: IdSchema, value: string | undefined): string {
  const id = schema.safeParse(value);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

export const orderIdInAddress = (value: string | undefined) => idInAddress(orderIdSchema, value);

export const addressIdInAddress = (value: string | undefined) => idInAddress(addressIdSchema, value);

export const paymentLinkIdInAddress = (value: string | undefined) => idInAddress(paymentLinkIdSchema, value);
