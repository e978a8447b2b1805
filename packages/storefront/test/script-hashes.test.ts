import { describe, expect, it } from 'vitest';
import { allowScriptsByHash } from '../server/script-hashes.ts';

const POLICY = "default-src 'self'; script-src 'self' 'nonce-abc123=='; object-src 'none'";
const page = (body: string, nonce = ' nonce="abc123=="') =>
  `<!DOCTYPE html><html><head><link${nonce} rel="icon" href="/favicon.svg"/></head><body>${body}</body></html>`;
// Worked out with `printf '%s' TEXT | openssl dgst -sha256 -binary | base64`.
const STARTED = "'sha256-zoVSi18jtsR7IKR3l6ObXCdaKf30QeIkXK8uzVa0DqY='";
const DEFERRED_MODULE = "'sha256-pfrcnaGhPBasME67ELwb7AeeTmMFk6ArRaZPXElji78='";

describe('allowScriptsByHash', () => {
  it('allows each script that carried the nonce by its hash, data blocks included, and drops the nonce', () => {
    const shared = allowScriptsByHash({
      policy: POLICY,
      html: page(
        '<script nonce="abc123==">window.started = true;</script>' +
          '<script nonce="abc123==" type="text/x-deferred-module">import("/assets/entry.client-1.js");</script>' +
          '<script nonce="abc123==">window.started = true;</script>',
      ),
    });
    expect(shared?.policy).toBe(
      `default-src 'self'; script-src 'self' ${STARTED} ${DEFERRED_MODULE}; object-src 'none'`,
    );
    expect(shared?.html).toBe(
      page(
        '<script>window.started = true;</script>' +
          '<script type="text/x-deferred-module">import("/assets/entry.client-1.js");</script>' +
          '<script>window.started = true;</script>',
        '',
      ),
    );
  });

  it('does not allow a script that came without the nonce', () => {
    const shared = allowScriptsByHash({
      policy: POLICY,
      html: page(
        '<script nonce="abc123==">window.started = true;</script><script>alert(document.cookie)</script>',
      ),
    });
    expect(shared?.policy).toBe(`default-src 'self'; script-src 'self' ${STARTED}; object-src 'none'`);
  });

  it("leaves scripts loaded from our origin to the policy's own origin", () => {
    const shared = allowScriptsByHash({
      policy: POLICY,
      html: page('<script nonce="abc123==" src="/assets/entry.client-1.js"></script>'),
    });
    expect(shared?.policy).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
    expect(shared?.html).toBe(page('<script src="/assets/entry.client-1.js"></script>', ''));
  });

  it('shares nothing when the policy has no nonce, or the nonce shows anywhere but in a nonce attribute', () => {
    expect(allowScriptsByHash({ policy: "script-src 'self'", html: page('') })).toBeUndefined();
    expect(
      allowScriptsByHash({ policy: POLICY, html: page('<p>Your code is abc123==</p>') }),
    ).toBeUndefined();
  });
});
