import { ConsentBanner } from '@nirmal/design-system';
import type { AnalyticsConsent } from '@nirmal/domain';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import { answerConsent, CONSENT_PATH } from './consent.ts';

/**
 * The consent question, over the bottom of the page until the visitor answers. Before the
 * JavaScript arrives the answer posts to `/consent`, which keeps it and comes back to this page.
 */
export function ConsentPrompt() {
  const { shell } = useStores();
  const { pathname, search } = useLocation();
  const answer = (consent: AnalyticsConsent) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    answerConsent(shell, consent);
    // The banner goes with the button pressed: the focus goes on to the page, not to nowhere.
    document.querySelector('main')?.focus({ preventScroll: true });
  };
  return (
    <form method="post" action={CONSENT_PATH}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <ConsentBanner
        privacyHref="/privacy-policy"
        onAccept={answer('granted')}
        onDecline={answer('denied')}
      />
    </form>
  );
}
