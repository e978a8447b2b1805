import QRCode from 'qrcode';
import { escapeHtml } from './html.ts';

/** What a UPI intent (`upi://pay`, NPCI's linking specification) asks the payer's app to pay. */
export interface UpiPayment {
  /** The payee's virtual payment address. */
  payee: string;
  payeeName: string;
  amountPaise: number;
  /** The merchant's reference for this payment, returned with its result. */
  reference: string;
}

/** The `upi://pay` link a UPI app opens: payee, amount in rupees with paise, INR and the reference. */
export function upiPaymentLink({ payee, payeeName, amountPaise, reference }: UpiPayment): string {
  const query = new URLSearchParams({
    pa: payee,
    pn: payeeName,
    am: (amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: reference,
  });
  return `upi://pay?${query}`;
}

/** Light modules around the code that scanners need to find it (ISO/IEC 18004: four). */
const QUIET_ZONE = 4;
/** Screen pixels per module: big enough for a phone's camera across a desk. */
const MODULE_PIXELS = 6;

/**
 * A scannable QR code of `text` as an SVG drawn on the server: one path of dark modules over a
 * white square, so it needs no script and no image request.
 */
export function qrCodeSvg(text: string, label: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) dark.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  const side = modules.size + 2 * QUIET_ZONE;
  const pixels = side * MODULE_PIXELS;
  return `<svg role="img" aria-label="${escapeHtml(label)}" width="${pixels}" height="${pixels}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg"><rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${dark.join('')}"/></svg>`;
}
