import { LOCAL_STORAGE_KEYS, type HomeOffer } from '@nirmal/domain';
import { observer } from 'mobx-react-lite';
import { lazy, useEffect } from 'react';
import { OnceShown } from '../shell/lazy-overlays.tsx';
import { whenIdle } from '../shell/when-idle.ts';
import { useStores } from '../state/app-state.tsx';

// The modal's code (the dialog among it) loads when the offer is first shown, never with the page.
const PromoOffer = lazy(() => import('./PromoOffer.tsx').then((module) => ({ default: module.PromoOffer })));

/** Whether this browser has been shown an offer before; storage that cannot be read counts as yes. */
function alreadyShown(): boolean {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.promoOfferSeen) !== null;
  } catch {
    return true;
  }
}

/**
 * Opens the home page's promo offer once per visitor, when the browser is idle after the first
 * paint, so it never delays or becomes the page's largest paint. It waits for a visitor who has
 * answered the analytics question, and is not shown over a dialog the visitor opened first (signing
 * in): one overlay at a time, and the next visit offers it again.
 */
export const HomePromoOffer = observer(function HomePromoOffer({
  offer,
}: {
  offer: HomeOffer | null | undefined;
}) {
  const { shell } = useStores();
  const answered = shell.analyticsConsent !== null;
  useEffect(() => {
    if (!offer || !answered || alreadyShown()) return undefined;
    return whenIdle(() => {
      if (shell.dialogOpen) return;
      localStorage.setItem(LOCAL_STORAGE_KEYS.promoOfferSeen, String(offer.id));
      shell.setOpen('promoOffer', true);
    });
    // Decided once, when the page has painted: an answer given later waits for the next visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer?.id]);
  // Leaving the home page leaves its offer closed.
  useEffect(() => () => shell.setOpen('promoOffer', false), [shell]);
  return offer ? (
    <OnceShown shown={shell.panels.promoOffer}>
      <PromoOffer offer={offer} />
    </OnceShown>
  ) : null;
});
