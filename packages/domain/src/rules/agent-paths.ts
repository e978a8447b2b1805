// Where the agent pages of call-centre staff and CROs live (issue 22). Apart from agent-pages.ts,
// whose look-up rule needs the contract's schemas: the cart and floating-button rules that every
// page's shell runs read these paths, and must not bring the schema library to every first load.
import type { StaffRole } from '@nirmal/format';

export const CALL_CENTRE_AGENT_PATH = '/amc/cc/agent';
export const CRO_AGENT_PATH = '/amc/cro/agent';

/** Each role's page: a staff member of the other role is sent on to their own. */
export const agentPagePaths: Readonly<Record<StaffRole, string>> = {
  'call-centre': CALL_CENTRE_AGENT_PATH,
  cro: CRO_AGENT_PATH,
};

export const AGENT_PAGE_PATHS = [CALL_CENTRE_AGENT_PATH, CRO_AGENT_PATH] as const;
