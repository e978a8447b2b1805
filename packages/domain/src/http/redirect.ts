// Where a `redirectTo` may send the customer: only to a path of this site. Anything a browser could
// read as another origin (`//host`, `/\host`, a scheme, control characters it strips) is refused.

const MAX_TARGET_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 5;
// A base no real page has, to resolve the path against and see whether it stays on the same origin.
const PROBE_ORIGIN = 'https://same-site.invalid';

// eslint-disable-next-line no-control-regex -- control characters are what we look for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function looksLikeSameSitePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.includes('\\') &&
    !CONTROL_CHARACTERS.test(value)
  );
}

/** Every form the value takes when decoded again and again, or null when it does not decode. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return forms;
    forms.push(decoded);
    current = decoded;
  }
  // Still changing after this many rounds: nobody writes a link like that.
  return null;
}

/**
 * The value when it is a same-site absolute path (such as `/amc/my-devices?tab=1`), normalised;
 * otherwise the fallback.
 */
export function safeRedirectTarget<Fallback>(value: unknown, fallback: Fallback): string | Fallback {
  if (typeof value !== 'string' || value.length > MAX_TARGET_LENGTH) return fallback;
  const forms = decodedForms(value);
  if (!forms || !forms.every(looksLikeSameSitePath)) return fallback;

  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  // Dot segments can still collapse into `//host` (e.g. `/a/..//evil.com`): check what we return.
  const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return looksLikeSameSitePath(target) ? target : fallback;
}
