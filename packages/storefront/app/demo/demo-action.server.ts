import { ProductError, readDemoDetails, type DemoDetails } from '@nirmal/domain';
import { DEMO_MESSAGES } from '@nirmal/domain/contract';
import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { refusalMessage } from '../account/refusal.ts';
import { requestClients } from '../server/request-clients.server.ts';
import { postedForm } from '../server/posted-form.server.ts';
import { CHOOSE_SLOT, DEMO_INTENTS, bookedDemoPath, type DemoIntent, type DemoStage } from './demo-stage.ts';

// Booking a home demo as posted forms, one intent a step, so it works before the JavaScript
// arrives or without it: the details (the pincode checked against the service area), the code sent
// and verified (the lead cookie commerce-api sets goes on to the browser), a slot of the pincode's
// hub, the booking. The details travel in each form and are read again at each step.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const isIntent = (value: string): value is DemoIntent => DEMO_INTENTS.some((intent) => intent === value);

/** The slot step, with the calendar of the pincode's hub read now. */
async function slotStage(
  clients: ReturnType<typeof requestClients>,
  details: DemoDetails,
  problem?: string,
): Promise<DemoStage> {
  const calendar = await clients.demo.slots(details.pincode);
  return { step: 'slot', details, calendar, idempotencyKey: randomUUID(), problem };
}

async function nextStage(
  intent: DemoIntent,
  form: FormData,
  clients: ReturnType<typeof requestClients>,
): Promise<DemoStage> {
  const values = {
    name: text(form, 'name'),
    pincode: text(form, 'pincode'),
    productType: text(form, 'productType'),
  };
  const read = readDemoDetails(values);
  if (!read.ok) return { step: 'details', values, problems: read.problems };
  const { details } = read;
  const mobile = text(form, 'mobile');

  switch (intent) {
    case 'details':
      try {
        // A pincode we do not come to is said now, before the visitor confirms their number.
        await clients.demo.slots(details.pincode);
        return { step: 'verify', details };
      } catch (failure) {
        return { step: 'details', values, problems: { pincode: refusalMessage(failure) } };
      }
    case 'change-details':
      return { step: 'details', values: details, problems: {} };
    case 'send-code':
      try {
        const { requestId } = await clients.otp.sendForLead(mobile);
        return { step: 'verify', details, mobile, sentTo: mobile, requestId };
      } catch (failure) {
        // A code sent before (a new one asked for too soon, or to a number refused) can still be
        // entered, for the number it went to.
        const sentTo = text(form, 'sentTo') || undefined;
        const requestId = (sentTo && text(form, 'requestId')) || undefined;
        return { step: 'verify', details, mobile, sentTo, requestId, mobileProblem: refusalMessage(failure) };
      }
    case 'verify': {
      const requestId = text(form, 'requestId');
      try {
        await clients.otp.verifyLead({ mobile, requestId, otp: text(form, 'otp').trim() });
      } catch (failure) {
        return {
          step: 'verify',
          details,
          mobile,
          sentTo: mobile,
          requestId,
          codeProblem: refusalMessage(failure),
        };
      }
      return slotStage(clients, details);
    }
    case 'book': {
      // As `slotChoice` writes it.
      const [date = '', slot = ''] = text(form, 'choice').split(' ');
      if (!date || !slot) return slotStage(clients, details, CHOOSE_SLOT);
      try {
        const demo = await clients.demo.book({
          ...details,
          date,
          slot,
          idempotencyKey: text(form, 'idempotencyKey'),
        });
        // The same booking answered again (Back to the slots after booking): a time chosen anew
        // did not change it, and the visitor is told so.
        return { step: 'booked', demo, choiceUnused: demo.date !== date || demo.slot !== slot };
      } catch (failure) {
        // The number's confirmation ran out meanwhile: confirm it again, then book.
        if (failure instanceof ProductError && failure.status === 403) {
          return { step: 'verify', details, mobileProblem: DEMO_MESSAGES.unverified };
        }
        return slotStage(clients, details, refusalMessage(failure));
      }
    }
  }
}

/**
 * The action of /bookafreehomedemo and /book-a-demo: the stage the posted step leads to. A booking
 * made leads on to its confirmation's own address, so a reload shows it again and books nothing.
 */
export async function demoAction(request: Request, url: URL) {
  const form = await postedForm(request);
  const intent = text(form, 'intent');
  if (!isIntent(intent)) throw data(null, { status: 400 });
  // The lead cookie commerce-api sets on a verified code is the browser's, as if it had called.
  const setCookies: string[] = [];
  const clients = requestClients(request, { setCookies });
  const stage = await nextStage(intent, form, clients);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (stage.step === 'booked') {
    return redirect(bookedDemoPath(url.pathname, stage.demo.demoId, stage.choiceUnused), { headers });
  }
  return data(stage, { headers });
}
