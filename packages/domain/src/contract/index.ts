// The wire contract between the clients and commerce-api: one schema and type per request and
// answer, shared names of cookies and headers, and the rules both sides apply to input.
export * from './enums.ts';
export * from './http.ts';
export * from './errors.ts';
export * from './mobile.ts';
export * from './otp.ts';
export * from './session.ts';
export * from './profile.ts';
export * from './flags.ts';
export * from './content.ts';
export * from './location.ts';
export * from './assets.ts';
