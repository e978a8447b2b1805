import { Button, ReinstallForm, Stack, type ServiceAddress } from '@nirmal/design-system';
import { addressFromPlace } from '@nirmal/domain';
import { observer } from 'mobx-react-lite';
import { MapStep } from '../../location/MapStep.tsx';
import { useAddressFromLocation } from '../../location/use-address-from-location.ts';
import { useMapPreload } from '../../location/use-map-preload.ts';
import { useClients } from '../../state/app-state.tsx';
import { goNext, type WizardStepProps } from './step-props.ts';

/**
 * §2 step 3: where a reinstalled device goes, typed or pinned on the map locator (§2 step 8).
 * Continue asks whether visits are made at its pincode, so the customer corrects it here.
 */
export const NewAddressStep = observer(function NewAddressStep(props: WizardStepProps) {
  const { store } = props;
  const { service } = useClients();
  const { formProps } = useAddressFromLocation((found) => store.setAddress(found));
  const preloadMap = useMapPreload();
  const continueAt = async (typed: ServiceAddress) => {
    const served = await store.chooseNewAddress(service, {
      ...typed,
      latitude: typed.latitude ?? null,
      longitude: typed.longitude ?? null,
    });
    if (served) goNext(props);
  };
  return (
    <Stack gap={4}>
      <ReinstallForm
        {...formProps}
        productName={store.productName ?? undefined}
        address={store.address}
        // Kept in the store as typed: going to the map locator and back loses nothing.
        onAddressChange={(typed) => store.setAddress(typed)}
        continuing={store.busy}
        error={store.problem ?? undefined}
        onBack={props.back}
        onContinue={(typed) => void continueAt(typed)}
      />
      <Button
        variant="secondary"
        onPointerEnter={preloadMap}
        onFocus={preloadMap}
        onClick={() => props.go(store.openMapLocator())}
      >
        Pin the new place on a map
      </Button>
    </Stack>
  );
});

/**
 * §2 step 8: the map locator, which returns to the step that opened it with the place pinned. The
 * step shows whole at once; only the map inside its box waits for the map library.
 */
export const MapLocatorScreen = observer(function MapLocatorScreen(props: WizardStepProps) {
  const { store } = props;
  const { latitude, longitude } = store.address;
  return (
    <MapStep
      value={latitude !== null && longitude !== null ? { latitude, longitude } : undefined}
      onBack={props.back}
      onConfirm={({ latitude: lat, longitude: lng, place }) => {
        store.setCoordinates(lat, lng);
        // The pinned locality starts the address; the house number typed stays.
        if (place) store.setAddress(addressFromPlace(place, { latitude: lat, longitude: lng }));
        goNext(props);
      }}
    />
  );
});
