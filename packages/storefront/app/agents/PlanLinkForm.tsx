import { Button, DurationPicker, InlineAlert, RadioGroup, Stack } from '@nirmal/design-system';
import { formatInrFromPaise, rupeesFromPaise, staffQueries } from '@nirmal/domain';
import type { LookupDevice, PlanPrice, Tier } from '@nirmal/domain/contract';
import { amcTiers, formatDate, formatDateTime, tierLabels } from '@nirmal/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useClients } from '../state/app-state.tsx';
import { DESK_FORMS } from './desk-state.ts';
import { useFocusWhenChosen } from './use-focus-when-chosen.ts';

/** The tier of the plan: a GET form, so the prices follow the choice with or without JavaScript. */
function TierChoice({
  pagePath,
  q,
  device,
  tier,
}: {
  pagePath: string;
  q: string;
  device: LookupDevice;
  tier: Tier;
}) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  return (
    <Form method="get" action={`${pagePath}#${DESK_FORMS.plan}`} ref={form} preventScrollReset>
      <input type="hidden" name="q" value={q} />
      <input type="hidden" name="device" value={device.assetId} />
      <Stack gap={3}>
        <RadioGroup
          name="tier"
          legend="Plan"
          direction="responsive"
          defaultValue={tier}
          options={amcTiers.map((code) => ({ value: code, label: `${tierLabels[code]} AMC` }))}
          onChange={() => {
            if (form.current) void submit(form.current, { preventScrollReset: true, replace: true });
          }}
        />
        <div>
          <Button type="submit" variant="secondary" size="sm">
            Show prices
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/** The plan's durations as the server priced them, and Create link with the price version shown. */
function Durations({ price, idempotencyKey }: { price: PlanPrice; idempotencyKey: string }) {
  const [years, setYears] = useState(1);
  const navigation = useNavigation();
  const chosen = price.durations.find((duration) => duration.years === years) ?? price.durations[0];
  return (
    <Form method="post" preventScrollReset>
      <Stack gap={4}>
        <DurationPicker
          name="years"
          legend="How long should the plan run?"
          value={years}
          onChange={setYears}
          options={price.durations.map((duration) => ({
            years: duration.years,
            price: rupeesFromPaise(duration.pricePaise),
            perYear: Math.round(rupeesFromPaise(duration.perYearPaise)),
            saving: rupeesFromPaise(duration.savingPaise),
            endDate: duration.endDate,
          }))}
        />
        {chosen && (
          <p>
            {`${tierLabels[price.tier]} AMC for ${price.deviceName}, ${formatDate(chosen.startDate)} to ${formatDate(chosen.endDate)}: `}
            <strong>{formatInrFromPaise(chosen.pricePaise)}</strong>, GST included.
          </p>
        )}
        <input type="hidden" name="purpose" value="plan" />
        <input type="hidden" name="assetId" value={price.assetId} />
        <input type="hidden" name="tier" value={price.tier} />
        <input type="hidden" name="priceVersion" value={price.priceVersion} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <div>
          <Button
            type="submit"
            name="intent"
            value="create-link"
            loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create-link'}
            loadingLabel="Creating the link"
          >
            Create link
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

function PricedDurations({
  device,
  tier,
  idempotencyKey,
}: {
  device: LookupDevice;
  tier: Tier;
  idempotencyKey: string;
}) {
  const { callCentre } = useClients();
  const { data: price } = useSuspenseQuery(staffQueries.planPrice(callCentre, device.assetId, tier));
  return <Durations key={price.priceVersion} price={price} idempotencyKey={idempotencyKey} />;
}

/** A plan for the device: its tier, then its duration, then a link for it. */
export function PlanLinkForm(props: {
  pagePath: string;
  q: string;
  device: LookupDevice;
  tier: Tier;
  planError: string | null;
  idempotencyKey: string;
}) {
  const { device, tier, planError, idempotencyKey } = props;
  const heading = useFocusWhenChosen(device.assetId);
  return (
    <Stack as="section" gap={4} aria-labelledby={DESK_FORMS.plan}>
      <h2 id={DESK_FORMS.plan} ref={heading} tabIndex={-1}>
        {`${device.planStatus.state === 'none' ? 'Plan' : 'Renewal'} for ${device.name}`}
      </h2>
      {device.openPlanLink && (
        <InlineAlert tone="warning" title="A link for this device is awaiting payment" role="none">
          {`The link sent earlier can be paid until ${formatDateTime(device.openPlanLink.expiresAt)}. A new link replaces it: the customer can then pay only the new one.`}
        </InlineAlert>
      )}
      <TierChoice {...props} />
      {planError ? (
        <InlineAlert tone="error">{planError}</InlineAlert>
      ) : (
        <PricedDurations device={device} tier={tier} idempotencyKey={idempotencyKey} />
      )}
    </Stack>
  );
}
