/** The column counts Grid lays out: 1–6 or 12 equal columns. */
export const gridColumnCounts = [1, 2, 3, 4, 5, 6, 12] as const;

/** How many equal columns: 1–6 or 12. */
export type GridColumnCount = (typeof gridColumnCounts)[number];
