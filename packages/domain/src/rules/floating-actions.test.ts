import { describe, expect, it } from 'vitest';
import { floatingActionsVisibility } from './floating-actions.ts';

const web = { isFlutterClient: false, globalSaleAssist: true };

describe('floatingActionsVisibility', () => {
  it('shows every button on an ordinary page', () => {
    expect(floatingActionsVisibility('/amc/my-devices', web)).toEqual({
      whatsApp: true,
      saleAssist: true,
      chat: true,
    });
  });

  it.each(['/ecom/payment', '/ecom/payment/ord_1', '/amc/select-duration/', '/login', '/amc/cc/agent'])(
    'hides them all on %s',
    (path) => {
      expect(floatingActionsVisibility(path, web)).toEqual({
        whatsApp: false,
        saleAssist: false,
        chat: false,
      });
    },
  );

  it('matches whole path segments only', () => {
    expect(floatingActionsVisibility('/loginhelp', web).whatsApp).toBe(true);
  });

  it('hides them all, the chat among them, in the flutter webview', () => {
    expect(floatingActionsVisibility('/', { ...web, isFlutterClient: true })).toEqual({
      whatsApp: false,
      saleAssist: false,
      chat: false,
    });
  });

  it.each(['/water-purifier/bookafreehomedemo', '/book-a-demo', '/book-a-demo/'])(
    'keeps WhatsApp and the chat but hides sale assist on the demo page %s',
    (path) => {
      expect(floatingActionsVisibility(path, web)).toEqual({ whatsApp: true, saleAssist: false, chat: true });
    },
  );

  it('hides sale assist when its global flag is off', () => {
    expect(floatingActionsVisibility('/', { ...web, globalSaleAssist: false })).toEqual({
      whatsApp: true,
      saleAssist: false,
      chat: true,
    });
  });
});
