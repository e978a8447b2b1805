import jsQR from 'jsqr';
import { describe, expect, test } from 'vitest';
import { qrCodeSvg, upiPaymentLink } from '../src/modules/payments/sandbox/upi.ts';

const PAYMENT = {
  payee: 'nirmal.sandbox@payu',
  payeeName: 'Nirmal',
  amountPaise: 1_849_950,
  reference: 'PAY-7Q2X',
};

/** Paints the SVG's dark modules (`M x y h1v1h-1z`) into RGBA pixels, as a camera would see them. */
function rasterise(svg: string, pixelsPerModule = 4) {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const width = side * pixelsPerModule;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < pixelsPerModule; dy++) {
      for (let dx = 0; dx < pixelsPerModule; dx++) {
        const at = ((Number(y) * pixelsPerModule + dy) * width + Number(x) * pixelsPerModule + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return { pixels, width };
}

describe("the payment sandbox's UPI code", () => {
  test('the UPI link carries the payee, the amount in rupees, INR and the payment reference', () => {
    const link = new URL(upiPaymentLink(PAYMENT));
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'nirmal.sandbox@payu',
      pn: 'Nirmal',
      am: '18499.50',
      cu: 'INR',
      tr: 'PAY-7Q2X',
    });
  });

  test('the SVG is a QR code a scanner reads back as the UPI link', () => {
    const link = upiPaymentLink(PAYMENT);
    const svg = qrCodeSvg(link, 'UPI QR code to pay ₹18,499.50');
    expect(svg).toMatch(/^<svg role="img" aria-label="UPI QR code to pay ₹18,499.50"/);
    const { pixels, width } = rasterise(svg);
    expect(jsQR(pixels, width, width)?.data).toBe(link);
  });

  test('its accessible name is text, never markup', () => {
    expect(qrCodeSvg('upi://pay?pa=a@b', '"><script>')).toContain('aria-label="&quot;&gt;&lt;script&gt;"');
  });
});
