// Stock words the components show (out_of_stock, in_stock, low_stock). The design system
// imports nothing of ours, so these codes are its own vocabulary; they match the wire codes one to one.

export const stockStatuses = ['in_stock', 'low_stock', 'out_of_stock'] as const;
/** Whether a product can be bought now, and whether few are left. */
export type StockStatus = (typeof stockStatuses)[number];

/** How a stock status is named to a customer. */
export const stockLabels: Record<StockStatus, string> = {
  in_stock: 'In stock',
  low_stock: 'Only few left',
  out_of_stock: 'Out of stock',
};
