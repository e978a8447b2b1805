import { formatInrFromPaise } from '@nirmal/domain';
import { PAYMENT_LINK_MESSAGES } from '@nirmal/domain/contract';
import type { CreatePaymentLink, PlanPrice, Tier } from '@nirmal/domain/contract';
import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { requestState } from '../server/request-state.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import { deskHref, readDeskState } from './desk-state.ts';
import { isRefusal } from './staff-session.server.ts';

/** What the agent page shows after a post that stayed on the page. */
export interface AgentActionResult {
  intent: string;
  /** The link the post was about, for resend and cancel. */
  linkId?: string;
  tone: 'success' | 'error' | 'warning';
  message: string;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** What a Create link post asks for; null when it names neither a plan nor a service charge. */
export function linkRequest(form: FormData): CreatePaymentLink | null {
  const idempotencyKey = text(form, 'idempotencyKey');
  const purpose = text(form, 'purpose');
  if (purpose === 'service') {
    return { purpose, serviceRequestId: text(form, 'serviceRequestId'), idempotencyKey };
  }
  if (purpose !== 'plan') return null;
  // The server checks every field and names what is wrong, so the form's text goes as it is.
  return {
    purpose,
    assetId: text(form, 'assetId'),
    tier: text(form, 'tier') as Tier,
    years: text(form, 'years'),
    priceVersion: text(form, 'priceVersion'),
    idempotencyKey,
  };
}

function priceChanged(years: number, previousPaise: number | null, price: PlanPrice): string {
  const now = price.durations.find((duration) => duration.years === years);
  const was = previousPaise === null ? '' : ` from ${formatInrFromPaise(previousPaise)}`;
  const to = now ? ` to ${formatInrFromPaise(now.pricePaise)}` : '';
  return `The price of this plan changed${was}${to}. No link was sent: check the new price with the customer and press Create link again.`;
}

/**
 * The agent page's posts: sign out (here, or everywhere else), create a link (then show it, by the page's address, so a
 * reload sends nothing twice), resend or cancel one. A refusal comes back as its message.
 */
export async function agentAction(request: Request, url: URL, context: Readonly<RouterContextProvider>) {
  const form = await postedForm(request);
  const intent = text(form, 'intent');
  const { staff, paymentLinks } = requestState(context).clients;
  const linkId = text(form, 'linkId');
  try {
    switch (intent) {
      case 'sign-out': {
        const headers = new Headers();
        for (const cookie of await staff.signOut()) headers.append('Set-Cookie', cookie);
        return redirect(url.pathname, { headers });
      }
      case 'sign-out-others': {
        const ended = await staff.revokeOtherSessions();
        return data<AgentActionResult>({
          intent,
          tone: 'success',
          message:
            ended === 0
              ? 'You were signed in nowhere else.'
              : `Signed out on ${ended} other ${ended === 1 ? 'device' : 'devices'}.`,
        });
      }
      case 'create-link': {
        const body = linkRequest(form);
        if (!body) {
          return data<AgentActionResult>(
            { intent, tone: 'error', message: PAYMENT_LINK_MESSAGES.purpose },
            { status: 400 },
          );
        }
        const result = await paymentLinks.create(body);
        if (result.outcome === 'created') {
          return redirect(deskHref(url.pathname, { q: readDeskState(url).q, link: result.link.linkId }));
        }
        const years = body.purpose === 'plan' ? Number(body.years) : 0;
        return data<AgentActionResult>({
          intent,
          tone: 'warning',
          message: priceChanged(years, result.previousPricePaise, result.price),
        });
      }
      case 'resend-link': {
        const link = await paymentLinks.resend(linkId);
        return data<AgentActionResult>({
          intent,
          linkId,
          tone: 'success',
          message: `The SMS with the link went again to ${link.mobileMasked}.`,
        });
      }
      case 'cancel-link': {
        // Cancelling cannot be undone, so it is asked first: a Cancel posted before the page's
        // dialog could ask (no JavaScript yet) comes back as the question.
        if (text(form, 'confirmed') !== 'yes') {
          return data<AgentActionResult>({
            intent: 'confirm-cancel-link',
            linkId,
            tone: 'warning',
            message: 'Cancel this link?',
          });
        }
        const link = await paymentLinks.cancel(linkId);
        return data<AgentActionResult>({
          intent,
          linkId,
          tone: 'success',
          message: `Link cancelled: ${link.customerName} can no longer pay it.`,
        });
      }
      default:
        return data<AgentActionResult>(
          { intent, tone: 'error', message: 'Reload the page and try again.' },
          { status: 400 },
        );
    }
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The staff session is over: the page again, which asks to sign in again (with the desk's
    // place kept in its address for after).
    if (error.status === 401) return redirect(`${url.pathname}${url.search}`);
    return data<AgentActionResult>(
      { intent, linkId: linkId || undefined, tone: 'error', message: error.message },
      { status: error.status },
    );
  }
}
