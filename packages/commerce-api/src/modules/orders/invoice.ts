import { gstStateCodes, isIndianState } from '@nirmal/format';
import { GST_RATE_PERCENT } from '@nirmal/domain/contract';
import type { InvoiceLine, InvoiceSupply, OrderAddress, TaxInvoice } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

// The GST tax invoice of a paid order (CGST Rule 46). Catalogue prices include GST at 18%, so
// each line's value is split into its taxable value and tax, exactly to the paise: the taxable
// value is rounded, the tax is what is left, and CGST and SGST halve the tax with the odd paise
// on CGST. Sums of the parts are always the value.

/** Nirmal as the supplier on every invoice: registered in Karnataka. */
export const SUPPLIER = {
  name: 'Nirmal Home Appliances Private Limited',
  address: 'Plot 14, KIADB Industrial Area, Hoskote, Bengaluru Rural, Karnataka 562114',
  state: 'Karnataka',
  stateCode: gstStateCodes.Karnataka,
  gstin: '29AAHCN4821K1Z4',
} as const;

/**
 * SAC of an AMC plan (998719: maintenance and repair services of other machinery and equipment) and
 * of delivery (courier services).
 */
export const PLAN_SAC = '998719';
export const DELIVERY_SAC = '996812';

/** A SAC is GST's chapter 99, which no HSN code of goods uses: the code says what a line supplies. */
export const supplyOf = (code: string): InvoiceSupply => (code.startsWith('99') ? 'services' : 'goods');

export interface TaxSplit {
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Splits a GST-inclusive value; within the supplier's state CGST + SGST, else IGST. */
export function splitGst(valuePaise: number, intraState: boolean, ratePercent = GST_RATE_PERCENT): TaxSplit {
  // Rounded half up in whole numbers: value × 100 / (100 + rate).
  const taxableValuePaise = Math.floor((valuePaise * 200 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
  const tax = valuePaise - taxableValuePaise;
  if (!intraState) return { taxableValuePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxableValuePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/**
 * Shares `total` out over `weights` in proportion, in whole paise that add up to it (the
 * remainders go to the largest fractions first).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The financial year (April to March, India time) a moment falls in, as `2026-27`. */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + 330 * 60_000);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The day (India time) of a moment, YYYY-MM-DD. */
export function indianDate(moment: Date): string {
  return new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The next invoice number of the financial year `moment` falls in: `NRM/26-27/000042` (16 characters at most). */
export async function nextInvoiceNumber(tx: Queryable, moment: Date): Promise<string> {
  const year = financialYearOf(moment);
  const [row] = await tx.query<{ serial: number }>(
    `INSERT INTO invoice_sequences (financial_year, last_number) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_sequences.last_number + 1
     RETURNING last_number AS serial`,
    [year],
  );
  if (!row) throw new Error('No invoice serial was given');
  return `NRM/${year.slice(2)}/${String(row.serial).padStart(6, '0')}`;
}

export interface InvoiceSource {
  invoiceNumber: string;
  invoiceDate: string;
  customerName: string;
  address: OrderAddress;
  lines: readonly {
    name: string;
    hsnCode: string;
    quantity: number;
    linePricePaise: number;
    couponSavingPaise: number;
  }[];
  promotionDiscountPaise: number;
  deliveryChargePaise: number;
  exchangeValuePaise: number;
}

const addressLine = (address: OrderAddress) =>
  [address.house_number, address.address_name, address.city, `${address.state} ${address.postal_code}`]
    .filter(Boolean)
    .join(', ');

/** The tax invoice of an order: place of supply is the delivery address's state. */
export function taxInvoice(source: InvoiceSource): TaxInvoice {
  const state = source.address.state;
  const stateCode = isIndianState(state) ? gstStateCodes[state] : '97';
  const intraState = stateCode === SUPPLIER.stateCode;
  const values = source.lines.map((line) => line.linePricePaise - line.couponSavingPaise);
  const promotionShares = shareOut(source.promotionDiscountPaise, values);
  const items = source.lines.map((line, index) => ({
    description: line.name,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    valuePaise: (values[index] ?? 0) - (promotionShares[index] ?? 0),
  }));
  if (source.deliveryChargePaise > 0) {
    items.push({
      description: 'Delivery charges',
      hsnCode: DELIVERY_SAC,
      quantity: 1,
      valuePaise: source.deliveryChargePaise,
    });
  }
  const lines: InvoiceLine[] = items.map((item) => ({
    ...item,
    supply: supplyOf(item.hsnCode),
    gstRatePercent: GST_RATE_PERCENT,
    ...splitGst(item.valuePaise, intraState),
  }));
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totalPaise = sum((line) => line.valuePaise);
  return {
    invoiceNumber: source.invoiceNumber,
    invoiceDate: source.invoiceDate,
    supplier: SUPPLIER,
    recipient: {
      name: source.address.name || source.customerName,
      address: addressLine(source.address),
      state,
      stateCode,
      phone: source.address.phone,
    },
    placeOfSupply: { state, stateCode },
    supplyType: intraState ? 'intra_state' : 'inter_state',
    reverseCharge: false,
    lines,
    totals: {
      taxableValuePaise: sum((line) => line.taxableValuePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      totalPaise,
    },
    exchangeValuePaise: source.exchangeValuePaise,
    amountChargedPaise: totalPaise - source.exchangeValuePaise,
  };
}
