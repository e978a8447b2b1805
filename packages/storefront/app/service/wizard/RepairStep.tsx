import { SelectRepairStep, type RepairSelection } from '@nirmal/design-system';
import { rupeesFromPaise, serviceQueries } from '@nirmal/domain';
import { servicePriceOf } from '@nirmal/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useClients } from '../../state/app-state.tsx';
import { goNext, type WizardStepProps } from './step-props.ts';

/**
 * §2 step 4: the repairs needed, each priced for this device (free under its warranty or plan),
 * their estimate with the visit charge, so it is the price the summary shows.
 */
export const RepairStep = observer(function RepairStep(props: WizardStepProps) {
  const { store } = props;
  const { service } = useClients();
  const { data: eligibility, isError } = useQuery(
    serviceQueries.eligibility(service, store.assetId ?? '', 'REPAIR'),
  );
  const choose = ({ repairs }: RepairSelection) =>
    eligibility &&
    store.chooseRepairs(repairs, servicePriceOf(eligibility, repairs), eligibility.isPrepaidAllowed);
  return (
    <SelectRepairStep
      repairOptions={(eligibility?.repairs ?? []).map((repair) => ({
        value: repair.code,
        label: repair.label,
        servicePrice: rupeesFromPaise(repair.pricePaise),
      }))}
      defaultValue={store.repairs}
      visitCharge={eligibility && rupeesFromPaise(eligibility.servicePricePaise ?? 0)}
      isPrepaidAllowed={eligibility?.isPrepaidAllowed ?? false}
      error={isError ? 'Oops! Something went wrong. Please try again later.' : undefined}
      // Kept as they are ticked, so a reload finds them.
      onChange={choose}
      onBack={props.back}
      onContinue={(selection) => {
        if (!eligibility) return;
        choose(selection);
        goNext(props);
      }}
    />
  );
});
