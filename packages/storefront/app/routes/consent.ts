import { readConsent, safeRedirectTarget } from '@nirmal/domain';
import { data, redirect } from 'react-router';
import { consentCookie } from '../analytics/consent.ts';
import { postedForm } from '../server/posted-form.server.ts';
import type { Route } from './+types/consent';

/**
 * The analytics question answered before the JavaScript arrived: keeps the answer and goes back
 * to the page it was asked on (a same-site path only). Only the site's own pages may answer it,
 * so no other site can agree to analytics on a visitor's behalf.
 */
export async function action({ request }: Route.ActionArgs) {
  if (postedFromElsewhere(request)) {
    throw data('Answer the question on the page that asks it.', { status: 403 });
  }
  const form = await postedForm(request);
  const consent = readConsent(String(form.get('consent') ?? ''));
  if (consent === null) throw data('Choose Accept analytics or Only necessary.', { status: 400 });
  const back = safeRedirectTarget(form.get('redirectTo'), '/');
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(back, { headers: { 'Set-Cookie': consentCookie(consent, secure) } });
}

/**
 * A browser says where a form came from in Sec-Fetch-Site; one too old to send it still sends
 * Origin with a POST. A request with neither comes from no page at all (a script), which could not
 * act for a visitor anyway.
 */
function postedFromElsewhere(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/** Asked for by address, there is nothing to show: the question is on every page. */
export function loader() {
  return redirect('/');
}
