import { describe, expect, it } from 'vitest';
import { cartAction } from '../app/cart/cart-action.server.ts';
import { checkoutAction } from '../app/checkout/checkout-action.server.ts';
import { action as consentAction } from '../app/routes/consent.ts';
import { postedForm } from '../app/server/posted-form.server.ts';

/** A post to a page of the shop with this body and content type, as a script (not a form) sends it. */
const post = (body: string, contentType: string) =>
  new Request('http://localhost:3000/ecom/cart', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
  });

/** Bodies a script may post that are no form (each read once, so made anew for each use). */
const notForms = () => [
  post('{"intent":"add","productId":"NRM-101-1"}', 'application/json'),
  post('intent=add', 'text/plain'),
  post('{"intent":"add"}', 'multipart/form-data; boundary=nirmal'),
  post('intent=add', 'multipart/form-data'),
];

async function refusal(answer: Promise<unknown>): Promise<{ status?: number; data?: unknown }> {
  try {
    await answer;
  } catch (thrown) {
    const { init, data } = thrown as { init?: { status?: number }; data?: unknown };
    return { status: init?.status, data };
  }
  throw new Error('The post was taken');
}

describe('a page action posted something that is not a form', () => {
  it('is a 400 that says what to do', async () => {
    for (const request of notForms()) {
      expect(await refusal(postedForm(request))).toEqual({
        status: 400,
        data: 'This form could not be read. Send it again from the page it is on.',
      });
    }
  });

  it('is refused so by the cart, checkout and consent actions before they call anything', async () => {
    const actions = [
      (request: Request) => cartAction(request, undefined as never),
      (request: Request) => checkoutAction(request, undefined as never),
      (request: Request) => consentAction({ request } as never),
    ];
    for (const act of actions) {
      for (const request of notForms()) expect((await refusal(act(request))).status).toBe(400);
    }
  });

  it('a form, urlencoded or multipart, reads as the form it is', async () => {
    expect(
      (await postedForm(post('intent=add&quantity=2', 'application/x-www-form-urlencoded'))).get('quantity'),
    ).toBe('2');
    const form = new FormData();
    form.set('intent', 'remove');
    const multipart = new Request('http://localhost:3000/ecom/cart', { method: 'POST', body: form });
    expect((await postedForm(multipart)).get('intent')).toBe('remove');
  });
});
