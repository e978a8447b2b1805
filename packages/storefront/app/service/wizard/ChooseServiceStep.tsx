import { BookServiceStep } from '@nirmal/design-system';
import { serviceQueries } from '@nirmal/domain';
import { BOOKABLE_SERVICE_TYPES, type BookableServiceType } from '@nirmal/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useClients } from '../../state/app-state.tsx';
import { goNext, type WizardStepProps } from './step-props.ts';

const SERVICE_TYPE_DESCRIPTIONS = {
  PERIODIC_SERVICE: 'The free service your plan or warranty includes: a check-up and cleaning.',
};

const bookableType = (value: string | null): BookableServiceType | undefined =>
  BOOKABLE_SERVICE_TYPES.find((type) => type === value);

/**
 * §2 step 2: the kind of visit, the problem for a repair and remarks. Continue asks whether the
 * device can have it and at what price first, so the customer is told why not before any slot.
 */
export const ChooseServiceStep = observer(function ChooseServiceStep(props: WizardStepProps) {
  const { store } = props;
  const { service } = useClients();
  const [search] = useSearchParams();
  const assetId = store.assetId ?? '';
  // The problems a customer can report come with a repair's eligibility.
  const { data: repair } = useQuery(serviceQueries.eligibility(service, assetId, 'REPAIR'));
  return (
    <BookServiceStep
      // The page is "Book a service": its first step names what is chosen on it.
      title="Choose a service"
      productName={store.productName ?? undefined}
      serviceTypes={BOOKABLE_SERVICE_TYPES}
      serviceTypeDescriptions={SERVICE_TYPE_DESCRIPTIONS}
      defectOptions={repair?.defectTypes ?? []}
      defaultValue={{
        serviceType: store.serviceType ?? bookableType(search.get('type')),
        defectType: store.defectType,
        addnRemarks: store.addnRemarks,
      }}
      continuing={store.busy}
      error={store.problem ?? undefined}
      // Kept as they are given, so a reload finds them.
      onChange={(choice) => store.chooseService(choice)}
      onBack={props.back}
      onContinue={async (choice) => {
        store.chooseService(choice);
        const eligibility = await store.checkEligibility(service);
        if (eligibility?.eligible) goNext(props);
      }}
    />
  );
});
