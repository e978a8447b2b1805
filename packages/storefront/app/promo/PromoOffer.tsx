import { PromoOfferModal } from '@nirmal/design-system';
import type { HomeOffer } from '@nirmal/domain';
import { observer } from 'mobx-react-lite';
import { useStores } from '../state/app-state.tsx';

/** The home page's promo offer in its modal, open while the shell's promoOffer toggle is (§3, §4). */
export const PromoOffer = observer(function PromoOffer({ offer }: { offer: HomeOffer }) {
  const { shell } = useStores();
  return (
    <PromoOfferModal
      open={shell.panels.promoOffer}
      onOpenChange={(open) => shell.setOpen('promoOffer', open)}
      title={offer.title}
      body={offer.text}
      ctaHref={offer.link.href}
      ctaLabel={offer.link.label}
    />
  );
});
