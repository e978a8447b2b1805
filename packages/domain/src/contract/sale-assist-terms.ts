// Sale assist's words and times, with no schema library behind them, so the launcher's form can say
// what is wrong as the visitor types without loading the contract's schemas.

/** A call-back takes half an hour of a sales expert's time. */
export const SALE_ASSIST_CALL_DURATION = '00:30';

export const SALE_ASSIST_MESSAGES = {
  name: 'Enter your name, in letters.',
  interest: 'Choose what you would like to talk about.',
  slot: 'Choose a time for our call.',
  notBookable: 'That time has passed or is outside our calling hours. Please choose another.',
  taken: 'That time has just been booked by someone else. Please choose another.',
  rateLimited:
    'Too many calls were booked from this connection in the last hour. Please try again later, or call us.',
} as const;
