import { EmptyState, Grid, InlineAlert, Link, PlanCard, PlanComparison, Stack } from '@nirmal/design-system';
import { planQueries, rupeesFromPaise } from '@nirmal/domain';
import { assetIdSchema } from '@nirmal/domain/contract';
import type { AmcData, Benefits } from '@nirmal/domain/contract';
import { formatDate } from '@nirmal/format';
import { HydrationBoundary, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { data, useNavigate } from 'react-router';
import { ChooseDevice } from '../devices/ChooseDevice.tsx';
import { prefetchDeviceChoice } from '../devices/device-choice.server.ts';
import { devicePath, durationPath, plansPath } from '../devices/paths.ts';
import { prefetch, requestState } from '../server/request-state.server.ts';
import { signedInOnly } from '../server/signed-in.server.ts';
import { deviceNotFoundBoundary } from '../shell/not-found-boundary.tsx';
import { useClients } from '../state/app-state.tsx';
import type { Route } from './+types/amc-plans';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const raw = url.searchParams.get('id');
  if (raw === null) return { id: null, dehydratedState: await prefetchDeviceChoice(url, context) };
  const id = assetIdSchema.safeParse(raw);
  if (!id.success) throw data(null, { status: 404 });
  const { clients, queryClient } = requestState(context);
  const dehydratedState = await signedInOnly(url, async () => {
    const offer = planQueries.offer(clients.amc, id.data);
    const { technology } = await queryClient.fetchQuery(offer);
    // The offer is in the cache already: asked once, dehydrated with the benefits.
    return prefetch(
      context,
      { ...offer, staleTime: Infinity },
      planQueries.benefits(clients.amc, technology),
    );
  });
  return { id: id.data, dehydratedState };
}

function startLine({ purpose, startDate }: AmcData): string {
  const start = formatDate(startDate);
  return purpose === 'renew'
    ? `A plan bought now starts on ${start}, the day after your current plan ends.`
    : `A plan bought now starts on ${start}.`;
}

function Comparison({ offer, benefits }: { offer: AmcData; benefits: Benefits | undefined }) {
  const navigate = useNavigate();
  if (!benefits) return <p>Oops! Something went wrong. Please try again later.</p>;
  const prices = Object.fromEntries(
    offer.plans.map(({ tier, pricePerYearPaise }) => [tier, { 1: rupeesFromPaise(pricePerYearPaise) }]),
  );
  return (
    <PlanComparison
      caption={`What each plan includes for a ${offer.technology} purifier`}
      tiers={benefits.tiers}
      benefits={benefits.rows}
      prices={prices}
      durations={[1]}
      recommendedTier={offer.plans.find((plan) => plan.recommended)?.tier}
      onSelectPlan={
        offer.planStatus.canBuy ? (tier) => void navigate(durationPath(offer.assetId, tier)) : undefined
      }
    />
  );
}

function Plans({ id }: { id: string }) {
  const { amc } = useClients();
  const navigate = useNavigate();
  const { data: offer } = useSuspenseQuery(planQueries.offer(amc, id));
  const { data: benefits } = useQuery(planQueries.benefits(amc, offer.technology));
  const { planStatus } = offer;
  const backToDevice = <Link href={devicePath(id)}>{`Back to ${offer.deviceName}`}</Link>;
  if (planStatus.state === 'included') {
    return (
      <Stack gap={4}>
        <title>{`Plans for ${offer.deviceName} | Nirmal`}</title>
        {backToDevice}
        <h1>{`Maintenance plans for ${offer.deviceName}`}</h1>
        <EmptyState
          title="Your plan is included with your rent"
          description={planStatus.message}
          action={backToDevice}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <title>{`Plans for ${offer.deviceName} | Nirmal`}</title>
      {backToDevice}
      <Stack gap={2}>
        <h1>{`Maintenance plans for ${offer.deviceName}`}</h1>
        {/* A plan that cannot be bought yet is said once, in the notice below. */}
        {planStatus.canBuy && <p>{startLine(offer)}</p>}
      </Stack>
      {!planStatus.canBuy && (
        <InlineAlert
          tone="info"
          role="none"
          title={planStatus.state === 'renewed' ? 'Your plan is renewed' : 'Renewal is not open yet'}
        >
          {planStatus.message}
        </InlineAlert>
      )}
      <Stack as="section" gap={3} aria-labelledby="choose-plan">
        <h2 id="choose-plan">Choose a plan</h2>
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={4} aria-label="Plans">
          {offer.plans.map((plan) => (
            <li key={plan.tier}>
              <PlanCard
                tier={plan.tier}
                price={rupeesFromPaise(plan.pricePerYearPaise)}
                years={1}
                benefits={plan.highlights}
                recommended={plan.recommended}
                disabled={!planStatus.canBuy}
                unavailableText={
                  planStatus.state === 'renewed'
                    ? 'Already renewed'
                    : planStatus.renewableFrom
                      ? `Renewal opens on ${formatDate(planStatus.renewableFrom)}`
                      : planStatus.message
                }
                selectLabel="Choose plan"
                onSelect={planStatus.canBuy ? () => void navigate(durationPath(id, plan.tier)) : undefined}
              />
            </li>
          ))}
        </Grid>
      </Stack>
      <Stack as="section" gap={3} aria-labelledby="compare-plans">
        <h2 id="compare-plans">Compare plans</h2>
        <Comparison offer={offer} benefits={benefits} />
        <Link href="/amc-new-terms-and-condition">AMC terms and conditions</Link>
      </Stack>
    </Stack>
  );
}

/** The plans offered for the selected device (§2 /amc-plans/, /amc-service-plans), tier by tier. */
export default function AmcPlans({ loaderData }: Route.ComponentProps) {
  if (loaderData.id === null)
    return (
      <ChooseDevice
        dehydratedState={loaderData.dehydratedState}
        heading="Maintenance plans"
        pathFor={plansPath}
      />
    );
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Plans id={loaderData.id} />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = deviceNotFoundBoundary('Maintenance plans');
