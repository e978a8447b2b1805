// Home demos' names and words, with no schema library behind them, so the demo page's form can
// offer the products and say what is wrong as the visitor types without loading the contract's schemas.

export const DEMO_MESSAGES = {
  name: 'Enter your name, in letters.',
  productType: 'Choose the product you would like to see.',
  idempotencyKey: 'Reload the page and try again.',
  /** 403: no number confirmed, or its confirmation ran out (not 401: no session is involved). */
  unverified: 'Confirm your mobile number with the code we send you, then book your demo.',
  /** 404: the confirmed number booked no demo by this id. */
  unknown: 'We could not find this booking for your number. Its details are in the SMS we sent you.',
  outsideServiceArea:
    'We do not give home demos at this pincode yet. Try the pincode of another address, or call us to ask when we will.',
} as const;

/** The products a demo shows (§3 product types), with the words the form offers them by. */
export const DEMO_PRODUCTS = ['WATER_PURIFIER', 'AIR_PURIFIER', 'VACUUM_CLEANER'] as const;
export type DemoProduct = (typeof DEMO_PRODUCTS)[number];
export const demoProductLabels: Record<DemoProduct, string> = {
  WATER_PURIFIER: 'Water purifier',
  AIR_PURIFIER: 'Air purifier',
  VACUUM_CLEANER: 'Vacuum cleaner',
};
