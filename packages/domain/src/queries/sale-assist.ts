import type { SaleAssistClient } from '../clients/sale-assist.ts';
import { defineQuery } from './define-query.ts';

/** Call-back times fill as others book, so they are read fresh each time the panel opens. */
export const saleAssistQueries = {
  slots: (saleAssist: SaleAssistClient) =>
    defineQuery({ queryKey: ['sale-assist', 'slots'], queryFn: () => saleAssist.slots(), staleTime: 0 }),
};
