import {
  AgentDeviceList,
  Button,
  CustomerLookup,
  EmptyState,
  InlineAlert,
  Stack,
  StaffBar,
} from '@nirmal/design-system';
import { parseCustomerLookup, staffQueries } from '@nirmal/domain';
import type { CustomerLookupQuery, StaffMember } from '@nirmal/domain/contract';
import { staffRoleLabels } from '@nirmal/format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useClients } from '../state/app-state.tsx';
import type { AgentActionResult } from './agent-action.server.ts';
import { agentDevices } from './agent-devices.ts';
import { AgentHistory } from './AgentHistory.tsx';
import { ChargeLinkForm } from './ChargeLinkForm.tsx';
import { CreatedLink, YourLinks } from './AgentLinks.tsx';
import type { DeskState } from './desk-state.ts';
import { PlanLinkForm } from './PlanLinkForm.tsx';
import { CUSTOMER_HEADING, useFocusAfterLookUp } from './use-focus-after-look-up.ts';

interface DeskProps {
  pagePath: string;
  /** The staff member signed in on this page just now: the desk's heading takes the focus. */
  signedInHere: boolean;
  staff: StaffMember;
  desk: DeskState;
  lookupError: string | null;
  planError: string | null;
  idempotencyKey: string;
  outcome?: AgentActionResult;
}

/**
 * The look-up: a GET form, so the customer found is in the address; checked here before it goes.
 * A look-up refused as typed is `typedError`, for the desk to stop showing the customer before it.
 */
function Lookup({
  pagePath,
  desk,
  lookupError,
  typedError,
  onTyped,
}: Pick<DeskProps, 'pagePath' | 'desk' | 'lookupError'> & {
  typedError: string | null;
  onTyped: (error: string | null) => void;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useFocusAfterLookUp(desk.q, lookupError);
  const onLookup = (text: string, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseCustomerLookup(text);
    onTyped(parsed.ok ? null : parsed.message);
    if (parsed.ok) void submit({ q: text }, { method: 'get', action: pagePath });
  };
  return (
    <Stack as="section" gap={3} aria-labelledby="find-customer">
      <h2 id="find-customer">Find a customer</h2>
      <CustomerLookup
        key={desk.q}
        ref={form}
        method="get"
        action={pagePath}
        defaultValue={desk.q}
        error={typedError ?? lookupError ?? undefined}
        pending={navigation.state === 'loading' && navigation.location.search.includes('q=')}
        onLookup={onLookup}
      />
    </Stack>
  );
}

/** The customer found, their devices, and the choice of what the link is for. */
function Customer({ query, ...props }: DeskProps & { query: CustomerLookupQuery }) {
  const { pagePath, desk, planError, idempotencyKey, outcome } = props;
  const { callCentre } = useClients();
  const { data } = useQuery(staffQueries.lookup(callCentre, query));
  // Create link was pressed below, where the page stayed: why no link was sent takes the focus.
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    refusal.current?.focus();
  }, [outcome]);
  if (!data) return null;
  const device = data.devices.find((candidate) => candidate.assetId === desk.device);
  const requestDevice = data.devices.find((candidate) =>
    candidate.openServiceRequests.some((request) => request.serviceRequestId === desk.request),
  );
  const request = requestDevice?.openServiceRequests.find(
    (candidate) => candidate.serviceRequestId === desk.request,
  );
  return (
    <>
      <Stack as="section" gap={3} aria-labelledby="customer">
        <h2 id={CUSTOMER_HEADING} tabIndex={-1}>
          {data.customer.name}
        </h2>
        <p>{`Mobile ${data.customer.mobileMasked} · Customer ${data.customer.customerId} · Hub ${data.customer.hubCodes.join(', ')}`}</p>
        {data.devices.length === 0 ? (
          <EmptyState
            size="sm"
            headingLevel={3}
            title="No devices"
            description="This customer has no devices registered."
          />
        ) : (
          <AgentDeviceList
            devices={agentDevices(data.devices, pagePath, desk.q)}
            selectedId={device?.assetId ?? requestDevice?.assetId}
          />
        )}
      </Stack>
      {outcome?.intent === 'create-link' && (
        <InlineAlert ref={refusal} tabIndex={-1} tone={outcome.tone} title="No link was sent">
          {outcome.message}
        </InlineAlert>
      )}
      {device && desk.tier && (
        <PlanLinkForm
          pagePath={pagePath}
          q={desk.q}
          device={device}
          tier={desk.tier}
          planError={planError}
          idempotencyKey={idempotencyKey}
        />
      )}
      {requestDevice && request && request.amountDuePaise !== null && (
        <ChargeLinkForm
          device={requestDevice}
          request={{ ...request, amountDuePaise: request.amountDuePaise }}
          idempotencyKey={idempotencyKey}
        />
      )}
    </>
  );
}

/** Ends the staff member's sessions on every other device: a phone left behind, a shared desk. */
function SignOutElsewhere({ pagePath, outcome }: { pagePath: string; outcome?: AgentActionResult }) {
  const navigation = useNavigation();
  return (
    <Form method="post" action={pagePath}>
      <Stack gap={2}>
        <Button
          type="submit"
          name="intent"
          value="sign-out-others"
          variant="tertiary"
          size="sm"
          loading={navigation.formData?.get('intent') === 'sign-out-others'}
        >
          Sign out on other devices
        </Button>
        {outcome?.intent === 'sign-out-others' && (
          <InlineAlert tone={outcome.tone} role="status">
            {outcome.message}
          </InlineAlert>
        )}
      </Stack>
    </Form>
  );
}

/**
 * The agent's desk: who is signed in, the look-up, the customer's devices and the link being built,
 * the link just sent, the staff member's links and their history.
 */
export function AgentDesk(props: DeskProps) {
  const { pagePath, staff, desk, lookupError, outcome, signedInHere } = props;
  const navigation = useNavigation();
  const [typedError, setTypedError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The sign-in form that had the focus is gone.
    if (signedInHere) heading.current?.focus();
  }, [signedInHere]);
  const parsed = desk.q ? parseCustomerLookup(desk.q) : null;
  return (
    <Stack gap={6}>
      <Form method="post" action={pagePath}>
        <StaffBar
          name={staff.name}
          staffRole={staff.role}
          hubCode={staff.hubCode}
          signingOut={navigation.formData?.get('intent') === 'sign-out'}
        />
      </Form>
      <SignOutElsewhere pagePath={pagePath} outcome={outcome} />
      <h1 ref={heading} tabIndex={-1}>{`${staffRoleLabels[staff.role]} desk`}</h1>
      {desk.link && <CreatedLink linkId={desk.link} />}
      <Lookup
        pagePath={pagePath}
        desk={desk}
        lookupError={lookupError}
        typedError={typedError}
        onTyped={setTypedError}
      />
      {parsed?.ok && !lookupError && !typedError && <Customer {...props} query={parsed.query} />}
      <YourLinks outcome={outcome} />
      <AgentHistory />
    </Stack>
  );
}
