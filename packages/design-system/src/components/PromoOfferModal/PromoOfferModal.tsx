import type { MouseEvent, ReactNode } from 'react';
import { identity } from '../../internal/identity.ts';
import { useControllableState } from '../../internal/hooks/useControllableState.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { ButtonRoot } from '../Button/Button.styles.ts';
import { Button } from '../Button/index.ts';
import { Dialog, type DialogProps } from '../Dialog/index.ts';
import { PromoBody, PromoImage, PromoOfferRoot } from './PromoOfferModal.styles.ts';

export type PromoOfferModalProps = Omit<DialogProps, 'title' | 'children' | 'footer' | 'description'> & {
  /** The offer's headline; the dialog's accessible name. */
  title: ReactNode;
  /** The offer's details. @default undefined */
  body?: ReactNode;
  /** URL of the promotional picture. @default undefined */
  image?: string;
  /** Text alternative of the picture; empty when it only decorates. @default '' */
  imageAlt?: string;
  /** Text of the call to action. @default 'Shop now' */
  ctaLabel?: ReactNode;
  /** Where the call to action goes; without it there is no call to action. @default undefined */
  ctaHref?: string;
  /** Called when the call to action is followed; the modal closes. @default undefined */
  onCtaClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Text of the dismiss button. @default 'Not now' */
  dismissLabel?: ReactNode;
  /** Called when the customer dismisses the offer (button, close, Escape or backdrop). @default undefined */
  onDismiss?: () => void;
};

/**
 * A promotional offer in a modal (the shell's `promoOffer` toggle): picture, headline, details, a
 * call-to-action link and a dismiss button. Focus, Escape and focus return come from `Dialog`.
 */
export function PromoOfferModal({
  title,
  body,
  image,
  imageAlt = '',
  ctaLabel = 'Shop now',
  ctaHref,
  onCtaClick,
  dismissLabel = 'Not now',
  onDismiss,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  size = 'sm',
  ...rest
}: PromoOfferModalProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const handleOpenChange = (next: boolean) => {
    if (!next) onDismiss?.();
    setOpen(next);
  };
  const handleCta = useLinkClick(ctaHref, (event) => {
    onCtaClick?.(event);
    setOpen(false);
  });
  return (
    <Dialog
      {...rest}
      size={size}
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      footer={
        <>
          <Button variant="tertiary" onClick={() => handleOpenChange(false)}>
            {dismissLabel}
          </Button>
          {ctaHref && (
            <ButtonRoot as="a" href={ctaHref} data-variant="primary" data-size="md" onClick={handleCta}>
              {ctaLabel}
            </ButtonRoot>
          )}
        </>
      }
    >
      <PromoOfferRoot {...identity('PromoOfferModal')}>
        {image && <PromoImage src={image} alt={imageAlt} />}
        {body && <PromoBody>{body}</PromoBody>}
      </PromoOfferRoot>
    </Dialog>
  );
}
