// The agent pages of call-centre staff and CROs (issue 22): what a staff member may type into the
// look-up, beside where each role works (agent-paths.ts, kept apart from the contract's schemas).
import { parseMobile } from '@nirmal/format';
import { assetIdSchema } from '../contract/assets.ts';
import type { CustomerLookupQuery } from '../contract/call-centre.ts';

export { AGENT_PAGE_PATHS, CALL_CENTRE_AGENT_PATH, CRO_AGENT_PATH, agentPagePaths } from './agent-paths.ts';

export const LOOKUP_INPUT_MESSAGE =
  'Enter a 10-digit mobile number, e.g. 98765 43210, or a device id, e.g. AST-100102.';

export type ParsedCustomerLookup = { ok: true; query: CustomerLookupQuery } | { ok: false; message: string };

/**
 * What a staff member typed into the look-up: a mobile number (spaces, dashes, +91 and a leading
 * 0 tolerated) or, once it holds a letter, a device id (AST-100102, case as typed or not).
 */
export function parseCustomerLookup(text: string): ParsedCustomerLookup {
  const typed = text.trim();
  if (/[a-z]/i.test(typed)) {
    const assetId = assetIdSchema.safeParse(typed.toUpperCase());
    return assetId.success
      ? { ok: true, query: { assetId: assetId.data } }
      : { ok: false, message: LOOKUP_INPUT_MESSAGE };
  }
  const mobile = parseMobile(typed);
  return mobile.ok
    ? { ok: true, query: { mobile: mobile.mobile } }
    : { ok: false, message: LOOKUP_INPUT_MESSAGE };
}
