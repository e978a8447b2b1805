import { agentPagePaths, CALL_CENTRE_AGENT_PATH } from '@nirmal/domain';
import type { StaffRole } from '@nirmal/domain/contract';
import { staffRoleLabels } from '@nirmal/format';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { agentAction } from '../agents/agent-action.server.ts';
import { loadAgentPage } from '../agents/agent-loader.server.ts';
import { AgentDesk, DeskSkeleton } from '../agents/lazy-desk.tsx';
import { StaffSignIn } from '../agents/StaffSignIn.tsx';
import { WrongRole } from '../agents/WrongRole.tsx';
import type { Route } from './+types/agent';

/** The role a page serves, by its address (one module serves both, see routes.ts). */
const roleOf = (url: URL): StaffRole =>
  url.pathname.replace(/\/$/, '') === CALL_CENTRE_AGENT_PATH ? 'call-centre' : 'cro';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${staffRoleLabels[loaderData?.role ?? 'call-centre']} agent | Nirmal` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadAgentPage(request, url, context, roleOf(url));
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return agentAction(request, url, context);
}

// A resend or cancel from the page changes only the links and history, which it asks again itself:
// loading the page again would repeat the look-up, and every look-up is recorded in the audit trail.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  return intent === 'resend-link' || intent === 'cancel-link' ? false : defaultShouldRevalidate;
}

/**
 * The agent pages of call-centre staff (/amc/cc/agent) and CROs (/amc/cro/agent), issue 22: the
 * staff sign-in in place without a staff session, the other role's page for staff of that role,
 * and otherwise the desk where a customer is found and a payment link built and sent.
 */
export default function AgentPage({ loaderData, actionData }: Route.ComponentProps) {
  const [signedInHere, setSignedInHere] = useState(false);
  if (loaderData.view === 'sign-in') {
    return <StaffSignIn role={loaderData.role} onSignedIn={() => setSignedInHere(true)} />;
  }
  if (loaderData.view === 'wrong-role') return <WrongRole role={loaderData.role} staff={loaderData.staff} />;
  const { dehydratedState, role, view: _view, ...desk } = loaderData;
  return (
    <HydrationBoundary state={dehydratedState}>
      <Suspense fallback={<DeskSkeleton />}>
        <AgentDesk
          {...desk}
          pagePath={agentPagePaths[role]}
          outcome={actionData}
          signedInHere={signedInHere}
        />
      </Suspense>
    </HydrationBoundary>
  );
}
