import { ConsentBanner } from '@nirmal/design-system';
import { answerConsent } from './consent.ts';

/** The consent question, over the bottom of the page until the visitor answers. */
export function ConsentPrompt() {
  return (
    <ConsentBanner
      privacyHref="/privacy-policy"
      onAccept={() => answerConsent('granted')}
      onDecline={() => answerConsent('denied')}
    />
  );
}
