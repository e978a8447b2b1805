import { formatDateTime, formatInrFromPaise } from '@nirmal/format';
import type { SmsSender } from '../../sms.ts';
import { shortUrlOf } from '../../modules/payment-links/links.ts';
import type { LinkRow } from '../../modules/payment-links/links.ts';

/** The SMS a link goes out in: the amount, what it pays for, until when, and where to pay it. */
export function linkSmsText(link: LinkRow, storefrontUrl: string): string {
  return (
    `Nirmal: pay ${formatInrFromPaise(link.amountPaise)} for ${link.description} ` +
    `by ${formatDateTime(link.expiresAt.toISOString())} at ${shortUrlOf(storefrontUrl, link.id)}`
  );
}

/** Sends the link to the number it was created for. */
export function sendLinkSms(sms: SmsSender, link: LinkRow, storefrontUrl: string, now: Date): Promise<void> {
  return sms.sendText({ mobile: link.mobile, text: linkSmsText(link, storefrontUrl), sentAt: now });
}
