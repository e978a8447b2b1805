// The wire contract between the clients and commerce-api: each call defined once (defineCall) with
// the schemas of its request and answer, shared names of cookies and headers, and the rules both
// sides apply to input.
export * from './enums.ts';
export * from './call.ts';
export * from './control-characters.ts';
export * from './http.ts';
export * from './names.ts';
export * from './errors.ts';
export * from './mobile.ts';
export * from './email.ts';
export * from './otp.ts';
export * from './session.ts';
export * from './profile.ts';
export * from './profile-limits.ts';
export * from './flags.ts';
export * from './content.ts';
export * from './location.ts';
export * from './assets.ts';
export * from './plan-dates.ts';
export * from './amc.ts';
export * from './service.ts';
export * from './demo.ts';
export * from './demo-terms.ts';
export * from './checked.ts';
export * from './money.ts';
export * from './pincode.ts';
export * from './exchange.ts';
export * from './catalogue.ts';
export * from './catalogue-terms.ts';
export * from './cart.ts';
export * from './coupons.ts';
export * from './addresses.ts';
export * from './orders.ts';
export * from './checkout.ts';
export * from './payments.ts';
export * from './review-rules.ts';
export * from './reviews.ts';
