// Pages the domain's rules send a customer to, in a module of their own: many pages link to them,
// and linking to one should not bring the session-expired handling along with it.

export const LOGIN_PATH = '/login';
/** Where a customer lands after signing in when there is nowhere else to go (and the dev auto-login's page). */
export const DEVICES_PATH = '/amc/my-devices';
