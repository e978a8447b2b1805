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
  /** Show the chat slot (the shell hides it in the webview). @default true */
  showChat?: boolean;
  /** The chat launcher, usually a `ChatLauncher`, shown above the others. @default undefined */
  chat?: ReactNode;
  /** Text the WhatsApp chat starts with. @default 'Hi' */
  whatsAppText?: string;
  /** Accessible name of the WhatsApp button. @default 'Chat with us on WhatsApp' */
  whatsAppLabel?: string;
};

/** Builds the WhatsApp click-to-chat address for a number and a first message. */
export const whatsAppHref = (businessNumber: string, text: string) =>
  `https://wa.me/${businessNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * The floating help buttons at the bottom-right of every page: the chat launcher, the sale-assist
 * launcher and a WhatsApp chat link. Each is shown or hidden by a prop; nothing renders when all are hidden.
 */
export function FloatingActions({
  businessNumber,
  showWhatsApp = true,
  showSaleAssist = true,
  saleAssist,
  showChat = true,
  chat,
  whatsAppText = 'Hi',
  whatsAppLabel = 'Chat with us on WhatsApp',
  ...rest
}: FloatingActionsProps) {
  const withSaleAssist = showSaleAssist && saleAssist != null;
  const withChat = showChat && chat != null;
  if (!showWhatsApp && !withSaleAssist && !withChat) return null;
  return (
    <FloatingActionsRoot {...rest} {...identity('FloatingActions')}>
      {withChat && chat}
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
