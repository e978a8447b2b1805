import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from '../app/security/content-security-policy.ts';

describe('contentSecurityPolicy', () => {
  it('lets scripts run only from our origin or with the response nonce', () => {
    const policy = contentSecurityPolicy('abc123');
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('allows the hot-reload websocket only in development', () => {
    expect(contentSecurityPolicy('n', { development: true })).toContain("connect-src 'self' ws:");
    expect(contentSecurityPolicy('n')).toContain("connect-src 'self';");
  });

  it('lets forms post to our origin and to the payment pages given, nowhere else', () => {
    expect(contentSecurityPolicy('n')).toContain("form-action 'self';");
    expect(contentSecurityPolicy('n', { formTargets: ['https://secure.payu.in'] })).toContain(
      "form-action 'self' https://secure.payu.in;",
    );
  });

  it('lets the engagement tracker configured run its script and call home, and no one else', () => {
    const policy = contentSecurityPolicy('n', { trackerOrigins: ['https://widgets.in.webengage.com'] });
    expect(policy).toContain("script-src 'self' 'nonce-n' https://widgets.in.webengage.com;");
    expect(policy).toContain("connect-src 'self' https://widgets.in.webengage.com;");
    expect(contentSecurityPolicy('n')).toContain("script-src 'self' 'nonce-n';");
  });

  it('creates a different nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
