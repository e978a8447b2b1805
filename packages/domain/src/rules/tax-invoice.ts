import type { InvoiceLine } from '../contract/index.ts';

export interface InvoiceSupplyHeadings {
  /** The caption of the invoice's table of lines. */
  caption: string;
  /** The heading of its code column: HSN for goods, SAC for services. */
  codeHeading: string;
}

/** What a tax invoice's table says it lists: goods (HSN), services (SAC), or both. */
export function invoiceSupplyHeadings(lines: readonly Pick<InvoiceLine, 'supply'>[]): InvoiceSupplyHeadings {
  const goods = lines.some((line) => line.supply === 'goods');
  const services = lines.some((line) => line.supply === 'services');
  if (goods && services) return { caption: 'Goods and services supplied', codeHeading: 'HSN/SAC' };
  if (services) return { caption: 'Services supplied', codeHeading: 'SAC' };
  return { caption: 'Goods supplied', codeHeading: 'HSN' };
}
