// A checkout promotion as the components take it (bnpl, bankCashback and ncemi, each with a label
// and isAllowed). The codes and their names are shared with the domain, so they come from
// @nirmal/format (index.ts).

/** One promotion as the checkout state holds it. */
export type Promotion = {
  /** The offer's wording from the server, e.g. "5% cashback on HDFC cards". */
  label: string;
  /** Whether the order qualifies; only allowed promotions are shown. */
  isAllowed: boolean;
};
