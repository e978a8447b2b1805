import {
  Button,
  DurationPicker,
  EmptyState,
  InlineAlert,
  Link,
  Stack,
  TierBadge,
} from '@nirmal/design-system';
import { formatInrFromPaise, planQueries, rupeesFromPaise } from '@nirmal/domain';
import { assetIdSchema, tierSchema } from '@nirmal/domain/contract';
import type { PlanPrice, Tier } from '@nirmal/domain/contract';
import { formatDate, tierLabels } from '@nirmal/format';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, data, isRouteErrorResponse, useNavigation, useSearchParams } from 'react-router';
import { ChooseDevice } from '../devices/ChooseDevice.tsx';
import { prefetchDeviceChoice } from '../devices/device-choice.server.ts';
import { placePlanOrder } from '../devices/plan-checkout-action.server.ts';
import { plansPath } from '../devices/paths.ts';
import { revalidateUnlessOnlyChanged } from '../routing/choices-in-address.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/select-duration';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

function choice(url: URL): { assetId: string; tier: Tier } | null {
  const assetId = assetIdSchema.safeParse(url.searchParams.get('id'));
  const tier = tierSchema.safeParse(url.searchParams.get('tier'));
  return assetId.success && tier.success ? { assetId: assetId.data, tier: tier.data } : null;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  if (url.searchParams.get('id') === null)
    return { choice: null, dehydratedState: await prefetchDeviceChoice(url, context), idempotencyKey: '' };
  const chosen = choice(url);
  if (!chosen) throw data(null, { status: 404 });
  const { amc } = requestState(context).clients;
  const dehydratedState = await signedInOnly(url, () =>
    prefetch(context, planQueries.price(amc, chosen.assetId, chosen.tier)),
  );
  // One attempt's key: a double press or a retried post answers the same order.
  return { choice: chosen, dehydratedState, idempotencyKey: crypto.randomUUID() };
}

/** The duration kept in the address (`years`), so a reload or Back shows the one chosen. */
const YEARS_PARAM = 'years';

/**
 * A duration chosen only writes it into the address: the price of every duration is on the page
 * already, so loading the page again for it would only repeat that.
 */
export const shouldRevalidate = revalidateUnlessOnlyChanged(YEARS_PARAM);

export async function action({ request, url, context }: Route.ActionArgs) {
  const chosen = choice(url);
  if (!chosen) throw data(null, { status: 404 });
  return placePlanOrder(request, url, context, chosen);
}

function Durations({
  price,
  idempotencyKey,
  actionData,
}: {
  price: PlanPrice;
  idempotencyKey: string;
  actionData: Route.ComponentProps['actionData'];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [years, setYears] = useState(actionData?.years ?? Number(searchParams.get(YEARS_PARAM)));
  const navigation = useNavigation();
  const chosen = price.durations.find((duration) => duration.years === years) ?? price.durations[0];
  const chooseYears = (next: number) => {
    setYears(next);
    // In place of the current entry: Back leaves the page rather than stepping through each choice.
    setSearchParams(
      (search) => {
        search.set(YEARS_PARAM, String(next));
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const tierName = `${tierLabels[price.tier]} AMC`;
  return (
    <Form method="post" replace>
      <Stack gap={4}>
        {actionData?.message && (
          <InlineAlert tone="warning" title="Check before you pay">
            {actionData.message}
          </InlineAlert>
        )}
        <DurationPicker
          name="years"
          legend="How long should the plan run?"
          value={chosen?.years ?? years}
          onChange={chooseYears}
          recommended={
            price.durations.reduce((best, d) => (d.savingPaise > best.savingPaise ? d : best)).years
          }
          options={price.durations.map((duration) => ({
            years: duration.years,
            price: rupeesFromPaise(duration.pricePaise),
            // Whole rupees a year: what it comes to, not an amount charged.
            perYear: Math.round(rupeesFromPaise(duration.perYearPaise)),
            saving: rupeesFromPaise(duration.savingPaise),
            endDate: duration.endDate,
          }))}
        />
        {chosen && (
          <p>
            {`${tierName} for ${price.deviceName}, ${formatDate(chosen.startDate)} to ${formatDate(chosen.endDate)}: `}
            <strong>{formatInrFromPaise(chosen.pricePaise)}</strong>, GST included.
          </p>
        )}
        <input type="hidden" name="priceVersion" value={price.priceVersion} />
        <input type="hidden" name="idempotencyKey" value={actionData?.idempotencyKey ?? idempotencyKey} />
        <p>
          By paying you agree to the <Link href="/amc-new-terms-and-condition">AMC terms and conditions</Link>
          .
        </p>
        <Button
          type="submit"
          size="lg"
          loading={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
          loadingLabel="Placing your plan order"
        >
          {chosen ? `Proceed to pay ${formatInrFromPaise(chosen.pricePaise)}` : 'Proceed to pay'}
        </Button>
      </Stack>
    </Form>
  );
}

function SelectDuration({
  assetId,
  tier,
  idempotencyKey,
  actionData,
}: {
  assetId: string;
  tier: Tier;
  idempotencyKey: string;
  actionData: Route.ComponentProps['actionData'];
}) {
  const { amc } = useClients();
  const { data: price } = useSuspenseQuery(planQueries.price(amc, assetId, tier));
  return (
    <Stack gap={5}>
      <title>{`${tierLabels[tier]} AMC for ${price.deviceName} | Nirmal`}</title>
      <Link href={plansPath(assetId)}>Back to all plans</Link>
      <Stack gap={2}>
        <h1>{price.purpose === 'renew' ? 'Renew your plan' : 'Buy a plan'}</h1>
        <Stack direction="row" gap={2} align="center" wrap>
          <TierBadge tier={tier} />
          <span>{`for ${price.deviceName}`}</span>
        </Stack>
      </Stack>
      <Durations price={price} idempotencyKey={idempotencyKey} actionData={actionData} />
    </Stack>
  );
}

/** How long the chosen plan runs (§2 /amc/select-duration), one to five years, then on to pay. */
export default function SelectDurationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { choice: chosen, dehydratedState, idempotencyKey } = loaderData;
  if (!chosen)
    return <ChooseDevice dehydratedState={dehydratedState} heading="Maintenance plans" pathFor={plansPath} />;
  return (
    <HydrationBoundary state={dehydratedState}>
      <SelectDuration {...chosen} idempotencyKey={idempotencyKey} actionData={actionData} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Stack gap={4}>
      <title>Plan not found | Nirmal</title>
      <h1>Maintenance plans</h1>
      <EmptyState
        title="We could not find this plan for your device"
        description="Choose the device on My devices, then the plan."
        action={<Link href="/amc/my-devices">My devices</Link>}
      />
    </Stack>
  );
}
