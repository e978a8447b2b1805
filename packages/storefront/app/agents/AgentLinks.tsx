import { Button, EmptyState, InlineAlert, PaymentLinkCard, Skeleton, Stack } from '@nirmal/design-system';
import { invalidateStaffLinks, staffQueries } from '@nirmal/domain';
import type { PaymentLink } from '@nirmal/domain/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useClients } from '../state/app-state.tsx';
import type { AgentActionResult } from './agent-action.server.ts';
import { ConfirmCancelLinkDialog, ConfirmCancelLinkForm, confirmedCancel } from './ConfirmCancelLink.tsx';
import { linkCardProps } from './link-card-props.ts';
import { useSignInAgainWhenSignedOut } from './use-sign-in-again.ts';

/** While a link awaits payment its status is asked again this often, so a payment shows as Paid. */
const STATUS_REFRESH_MS = 15_000;

const copyToClipboard = (url: string) => navigator.clipboard.writeText(url);

/**
 * One link's card, in a form that names it, so Resend and Cancel post without JavaScript (Cancel
 * then asks on the page); with it, they post beside the page, Cancel once confirmed in a dialog,
 * and the links and history are asked again.
 */
function LinkCard({ link, headingLevel }: { link: PaymentLink; headingLevel: 'h3' | 'h4' }) {
  const fetcher = useFetcher<AgentActionResult>();
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const done = fetcher.state === 'idle' ? fetcher.data : undefined;
  const doneMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) void invalidateStaffLinks(queryClient);
    // A cancelled link's card has no Cancel link left to hold the focus: its outcome takes it.
    if (done?.intent === 'cancel-link') doneMessage.current?.focus();
  }, [done, queryClient]);
  const intent = fetcher.state === 'idle' ? undefined : fetcher.formData?.get('intent');
  return (
    <fetcher.Form method="post" preventScrollReset>
      <Stack gap={2}>
        <input type="hidden" name="linkId" value={link.linkId} />
        <PaymentLinkCard
          {...linkCardProps(link)}
          headingLevel={headingLevel}
          onCopyLink={copyToClipboard}
          onCancel={(event) => {
            event.preventDefault();
            setConfirmingCancel(true);
          }}
          pendingAction={
            intent === 'cancel-link' ? 'cancel' : intent === 'resend-link' ? 'resend' : undefined
          }
        />
        {done && (
          <InlineAlert ref={doneMessage} tabIndex={-1} tone={done.tone} role="status">
            {done.message}
          </InlineAlert>
        )}
      </Stack>
      {confirmingCancel && (
        <ConfirmCancelLinkDialog
          link={link}
          onKeep={() => setConfirmingCancel(false)}
          onConfirm={() => {
            setConfirmingCancel(false);
            void fetcher.submit(confirmedCancel(link.linkId), { method: 'post' });
          }}
        />
      )}
    </fetcher.Form>
  );
}

function useLinks() {
  const { paymentLinks } = useClients();
  const links = useQuery({
    ...staffQueries.links(paymentLinks),
    refetchInterval: (query) =>
      query.state.data?.links.some((link) => link.status === 'created') ? STATUS_REFRESH_MS : false,
  });
  useSignInAgainWhenSignedOut(links.error);
  return links;
}

/** The link just created, at the top of the desk, with the SMS said to have gone while it can be paid. */
export function CreatedLink({ linkId }: { linkId: string }) {
  const { data } = useLinks();
  const link = data?.links.find((candidate) => candidate.linkId === linkId);
  // Create link was pressed far below, where the page stayed: the agent is taken to what it sent.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = link !== undefined;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, linkId]);
  if (!link) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby="created-link">
      <h2 id="created-link" ref={heading} tabIndex={-1}>
        Link sent
      </h2>
      {link.status === 'created' && (
        <InlineAlert tone="success" role="status">
          {`The link went to ${link.customerName} by SMS on ${link.mobileMasked}.`}
        </InlineAlert>
      )}
      <LinkCard link={link} headingLevel="h3" />
    </Stack>
  );
}

/** The links this staff member created, newest first; the statuses refresh while any awaits payment. */
export function YourLinks({ outcome }: { outcome?: AgentActionResult }) {
  const { data, isPending, isError, refetch, isFetching } = useLinks();
  const { pathname, search } = useLocation();
  const cancelling =
    outcome?.intent === 'confirm-cancel-link' && data?.links.find((link) => link.linkId === outcome.linkId);
  return (
    <Stack as="section" gap={3} aria-labelledby="your-links">
      <Stack direction="row" justify="between" align="center" wrap gap={2}>
        <h2 id="your-links">Your links</h2>
        <Button variant="tertiary" size="sm" loading={isFetching} onClick={() => void refetch()}>
          Refresh statuses
        </Button>
      </Stack>
      {cancelling && <ConfirmCancelLinkForm link={cancelling} keepHref={`${pathname}${search}`} />}
      {outcome && (outcome.intent === 'resend-link' || outcome.intent === 'cancel-link') && (
        <InlineAlert tone={outcome.tone} role="status">
          {outcome.message}
        </InlineAlert>
      )}
      {isPending ? (
        <Skeleton shape="rect" height="10rem" />
      ) : isError || !data ? (
        <InlineAlert tone="error">
          Your links could not be loaded. Press Refresh statuses to try again.
        </InlineAlert>
      ) : data.links.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={3}
          title="No links yet"
          description="Links you create appear here."
        />
      ) : (
        <Stack as="ul" gap={3}>
          {data.links.map((link) => (
            <li key={link.linkId}>
              <LinkCard link={link} headingLevel="h3" />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
