// Stock words the components show (out_of_stock, in_stock, low_stock). The design system
// imports nothing of ours, so these codes are its own vocabulary; they match the wire codes one to one.

import { everyOf } from './everyOf.ts';

export const stockStatuses = everyOf<StockStatus>()(['in_stock', 'low_stock', 'out_of_stock']);
/** Whether a product can be bought now, and whether few are left. */
export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

/** How a stock status is named to a customer. */
export const stockLabels: Record<StockStatus, string> = {
  in_stock: 'In stock',
  low_stock: 'Only few left',
  out_of_stock: 'Out of stock',
};
