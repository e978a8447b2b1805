import { everyOf } from '../../vocabulary/everyOf.ts';

/** The column counts Grid lays out: 1–6 or 12 equal columns. */
export const gridColumnCounts = everyOf<GridColumnCount>()([1, 2, 3, 4, 5, 6, 12]);

/** How many equal columns: 1–6 or 12. */
export type GridColumnCount = 1 | 2 | 3 | 4 | 5 | 6 | 12;
