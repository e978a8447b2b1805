import { addressFromPlace, type AddressFromPlace } from '@nirmal/domain';
import { useState } from 'react';
import { useCurrentLocation } from './use-current-location.ts';

const NO_PLACE_MESSAGE = 'We could not tell which locality you are in. Please enter your address.';

/**
 * The AddressForm's "Use current location": the browser's position, its nearest locality, and
 * `onFound` with the address they make (street, city, state, pincode and the point). Spread the
 * answer's `formProps` on the AddressForm for its button, progress text and §8 messages.
 */
export function useAddressFromLocation(onFound: (address: AddressFromPlace) => void) {
  const current = useCurrentLocation();
  const [placeUnknown, setPlaceUnknown] = useState(false);

  async function useCurrent() {
    setPlaceUnknown(false);
    const found = await current.locate();
    if (!found) return;
    if (!found.place) {
      setPlaceUnknown(true);
      return;
    }
    onFound(addressFromPlace(found.place, found));
  }

  const locating = current.status === 'fetching';
  return {
    formProps: {
      onUseCurrentLocation: () => void useCurrent(),
      locating,
      locationError: locating
        ? undefined
        : (current.message ?? (placeUnknown ? NO_PLACE_MESSAGE : undefined)),
    },
  };
}
