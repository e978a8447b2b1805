// Plain values with no schema library behind them, so a page that shows a limit does not load the
// contract's schemas.

/** The most secondary users one account may have. */
export const MAX_SECONDARY_USERS = 5;
