import type { ServerResponse } from 'node:http';

// Sent with every answer. The Content-Security-Policy travels with each HTML page instead
// (app/entry.server.tsx), because it carries that page's own script nonce.
const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
};

export function setSecurityHeaders(res: ServerResponse, proto: string): void {
  for (const [name, value] of Object.entries(ALWAYS)) res.setHeader(name, value);
  if (proto === 'https') res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
