import { isValidMobile } from '@nirmal/format';

/** What the mobile field holds, read as an Indian mobile number. */
export interface TypedMobile {
  /** The national number's digits: what was typed, less spaces, dashes and a +91, 0091 or 0 prefix. */
  digits: string;
  /** 10 digits starting with 6, 7, 8 or 9. */
  valid: boolean;
  /** More than 10 digits: one typed too many, or a number from another country. */
  tooLong: boolean;
}

const INDIA = '91';

/**
 * Reads the mobile field as it is typed, key by key or pasted: `+91 9`, `0091 9`, `0 9` and `9`
 * all give `9`, and while `+`, `+9` or `00` is still a country code being typed there are no
 * digits yet. Twelve digits starting with 91 are a number written with the country code.
 */
export function readTypedMobile(typed: string): TypedMobile {
  const compact = typed.replace(/[\s()-]/g, '');
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null;
  let national: string;
  if (international === null) {
    const digits = compact.replace(/\D/g, '');
    national = digits.startsWith('0')
      ? digits.slice(1)
      : digits.length === 12 && digits.startsWith(INDIA)
        ? digits.slice(2)
        : digits;
  } else {
    const digits = international.replace(/\D/g, '');
    national = digits.startsWith(INDIA) ? digits.slice(2) : INDIA.startsWith(digits) ? '' : digits;
  }
  return {
    digits: national,
    valid: national.length === 10 && isValidMobile(national),
    tooLong: national.length > 10,
  };
}
