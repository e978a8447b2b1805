import type { ComponentPropsWithRef, ReactNode } from 'react';
import { WhatsAppIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { FloatingActionsRoot, WhatsAppLink } from './FloatingActions.styles.ts';

export type FloatingActionsProps = ComponentPropsWithRef<'div'> & {
  /**
   * The business WhatsApp number in international form without `+` or spaces, e.g. `919876543210`.
   */
  businessNumber: string;
  /** Show the WhatsApp chat button (the shell hides it on payment, auth and webview pages). @default true */
  showWhatsApp?: boolean;
  /** Show the sale-assist slot. @default true */
  showSaleAssist?: boolean;
  /** The sale-assist launcher, usually a `SaleAssistLauncher`, shown above the WhatsApp button. @default undefined */
  saleAssist?: ReactNode;
  /** Text the WhatsApp chat starts with. @default 'Hi' */
  whatsAppText?: string;
  /** Accessible name of the WhatsApp button. @default 'Chat with us on WhatsApp' */
  whatsAppLabel?: string;
};

/** Builds the WhatsApp click-to-chat address for a number and a first message. */
export const whatsAppHref = (businessNumber: string, text: string) =>
  `https://wa.me/${businessNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * The floating help buttons at the bottom-right of every page: a WhatsApp chat link and the
 * sale-assist launcher. Each is shown or hidden by a prop; nothing renders when both are hidden.
 */
export function FloatingActions({
  businessNumber,
  showWhatsApp = true,
  showSaleAssist = true,
  saleAssist,
  whatsAppText = 'Hi',
  whatsAppLabel = 'Chat with us on WhatsApp',
  ...rest
}: FloatingActionsProps) {
  const withSaleAssist = showSaleAssist && saleAssist != null;
  if (!showWhatsApp && !withSaleAssist) return null;
  return (
    <FloatingActionsRoot {...rest} {...identity('FloatingActions')}>
      {withSaleAssist && saleAssist}
      {showWhatsApp && (
        <WhatsAppLink
          href={whatsAppHref(businessNumber, whatsAppText)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={whatsAppLabel}
        >
          <WhatsAppIcon />
        </WhatsAppLink>
      )}
    </FloatingActionsRoot>
  );
}
