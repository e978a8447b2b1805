import { PincodeAvailability, type PincodeAvailabilityStatus } from '@nirmal/design-system';
import { INVALID_PINCODE_MESSAGE, type Availability } from '@nirmal/domain/contract';
import { formatDate, formatInrFromPaise } from '@nirmal/format';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Form, useNavigation } from 'react-router';
import { LOCAL_STORAGE_KEYS } from '@nirmal/domain';

const readRememberedPincode = () => localStorage.getItem(LOCAL_STORAGE_KEYS.pincode);
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const charge = (paise: number) => (paise === 0 ? 'free' : formatInrFromPaise(paise));

/** The one pincode answer in words: delivery first, then installation and service there. */
function answerTexts(answer: Availability): {
  status: PincodeAvailabilityStatus;
  delivery: string;
  details: string[];
} {
  const where = answer.city ? ` (${answer.city})` : '';
  const { delivery, installation } = answer;
  return {
    status: delivery.available ? 'available' : 'unavailable',
    delivery: delivery.available
      ? `Delivery to ${answer.pincode}${where} by ${formatDate(delivery.estimatedDate)}, ${charge(delivery.chargePaise)}`
      : `We do not deliver this product to ${answer.pincode}${where} yet`,
    details: delivery.available
      ? [
          installation.available
            ? `Installation by ${formatDate(installation.estimatedDate)}, ${charge(installation.chargePaise)}`
            : 'No installation at this pincode',
          answer.serviceAvailable
            ? 'Service available at this pincode'
            : 'No service visits at this pincode yet',
        ]
      : [],
  };
}

/**
 * The pincode check as a GET form (`?pincode=`): a plain form before the JavaScript arrives, an
 * answer in place after. A pincode is remembered under the spec's key (§3) and offered on every
 * product page after; the server also remembers it in a cookie, so it answers before the JavaScript.
 */
export function PincodeCheck({
  typed,
  error,
  answer,
  answerFailed,
}: {
  typed: string;
  error: string | null;
  answer: Availability | null;
  answerFailed: boolean;
}) {
  const navigation = useNavigation();
  // What the customer types wins; until then the pincode just checked, else the one remembered.
  const [edited, setEdited] = useState<string | null>(null);
  const remembered = useSyncExternalStore(subscribeToStorage, readRememberedPincode, () => null);
  const value = edited ?? (typed || remembered || '');
  useEffect(() => {
    if (answer) localStorage.setItem(LOCAL_STORAGE_KEYS.pincode, answer.pincode);
  }, [answer]);

  const checking =
    navigation.state === 'loading' && new URLSearchParams(navigation.location.search).has('pincode');
  const texts = answer && answerTexts(answer);
  const status: PincodeAvailabilityStatus = checking
    ? 'checking'
    : (texts?.status ?? (answerFailed ? 'error' : 'idle'));

  return (
    <Form method="get" replace preventScrollReset aria-label="Check delivery">
      <PincodeAvailability
        checkType="submit"
        value={value}
        onChange={setEdited}
        status={status}
        error={error ?? undefined}
        invalidMessage={INVALID_PINCODE_MESSAGE}
        deliveryText={texts?.delivery}
        unavailableText={texts?.delivery}
        errorText="We could not check this pincode. Press Check to try again."
        details={!checking && texts?.details.map((line) => <span key={line}>{line}</span>)}
      />
    </Form>
  );
}
