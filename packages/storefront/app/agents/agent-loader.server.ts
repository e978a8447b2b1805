import { parseCustomerLookup, STAFF_SCOPE, staffQueries, type DomainQuery } from '@nirmal/domain';
import type { StaffMember, StaffRole } from '@nirmal/domain/contract';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import { requestState, warnUnavailable } from '../server/request-state.server.ts';
import { readDeskState, type DeskState } from './desk-state.ts';
import { isRefusal, signedInStaff } from './staff-session.server.ts';

export type AgentPageData =
  | { view: 'sign-in'; role: StaffRole }
  | { view: 'wrong-role'; role: StaffRole; staff: StaffMember }
  | {
      view: 'desk';
      role: StaffRole;
      staff: StaffMember;
      desk: DeskState;
      /** Why the look-up found nobody, or was refused (outside the CRO's hub). */
      lookupError: string | null;
      /** Why the chosen plan could not be priced (not for sale now, say). */
      planError: string | null;
      /** One attempt's key: a double press or a retried post creates one link. */
      idempotencyKey: string;
      dehydratedState: DehydratedState;
    };

type Attempt = { ok: true } | { ok: false; message: string } | { ok: false; signedOut: true };

/**
 * What an agent page shows for this request: the staff sign-in without a staff session, the
 * wrong-role message to staff of the other role, and otherwise the desk in the state its address
 * names, with the look-up, the chosen plan's prices, the staff member's links and history loaded.
 */
export async function loadAgentPage(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  role: StaffRole,
): Promise<AgentPageData> {
  const staff = await signedInStaff(request, context);
  if (!staff) return { view: 'sign-in', role };
  if (staff.role !== role) return { view: 'wrong-role', role, staff };

  const { queryClient, clients } = requestState(context);
  const attempt = async (query: DomainQuery<unknown> | null): Promise<Attempt> => {
    if (!query) return { ok: true };
    try {
      await queryClient.fetchQuery(query);
      return { ok: true };
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return error.status === 401 ? { ok: false, signedOut: true } : { ok: false, message: error.message };
    }
  };

  const desk = readDeskState(url);
  const parsed = desk.q ? parseCustomerLookup(desk.q) : null;
  // The look-up first: the history then shows it.
  const lookup = parsed?.ok
    ? await attempt(staffQueries.lookup(clients.callCentre, parsed.query))
    : ({ ok: true } as const);
  const price =
    lookup.ok && desk.device && desk.tier
      ? attempt(staffQueries.planPrice(clients.callCentre, desk.device, desk.tier))
      : Promise.resolve<Attempt>({ ok: true });
  const optional: DomainQuery<unknown>[] = [
    staffQueries.links(clients.paymentLinks),
    staffQueries.history(clients.callCentre),
  ];
  const [priced, ...loaded] = await Promise.all([
    price,
    ...optional.map((query) =>
      queryClient.fetchQuery(query).then(
        () => null,
        (error: unknown) => error,
      ),
    ),
  ]);
  optional.forEach((query, index) => {
    if (loaded[index]) warnUnavailable(context, query.queryKey.join(' '), loaded[index]);
  });
  if ([lookup, priced].some((result) => !result.ok && 'signedOut' in result))
    return { view: 'sign-in', role };

  const messageOf = (result: Attempt) => (!result.ok && 'message' in result ? result.message : null);
  return {
    view: 'desk',
    role,
    staff,
    desk,
    lookupError: parsed && !parsed.ok ? parsed.message : messageOf(lookup),
    planError: messageOf(priced),
    idempotencyKey: crypto.randomUUID(),
    dehydratedState: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.queryKey[0] === STAFF_SCOPE && query.state.status === 'success',
    }),
  };
}
