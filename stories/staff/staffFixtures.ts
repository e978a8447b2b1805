// The seeded staff and demo customer of the agent pages, shared by the Staff stories so that every
// story tells the same visit: Kavya Rao of the call centre renews Asha Verma's Base plan.
import type { AgentDevice, StaffHistoryEntry } from '@nirmal/design-system';
import { purifierImage } from '../fixtures';

export const agentDevices: AgentDevice[] = [
  {
    id: 'AST-100102',
    name: 'Nirmal Aqua UV 7L',
    imageSrc: purifierImage,
    technology: 'UV',
    warrantyStatus: 'IC',
    tier: 'VALUE',
    planEndDate: '2026-12-10',
    planMessage: 'Your Base AMC ends in 13 days. Renew it now to stay covered.',
    hubCode: 'PNQ-02',
    planHref: '?device=AST-100102',
  },
  {
    id: 'AST-100101',
    name: 'Nirmal Aqua RO+UV',
    imageSrc: purifierImage,
    technology: 'RO',
    warrantyStatus: 'OW',
    tier: null,
    planEndDate: null,
    planMessage: 'This device has no plan. Choose one to cover its visits and repairs.',
    hubCode: 'PNQ-02',
    planHref: '?device=AST-100101',
    openRequests: [
      {
        id: 'SR-100045',
        serviceType: 'REPAIR',
        status: 'AWAITING_PAYMENT',
        amountDue: 499,
        chargeHref: '?request=SR-100045',
      },
      { id: 'SR-100046', serviceType: 'PERIODIC_SERVICE', status: 'SCHEDULED', amountDue: null },
    ],
  },
  {
    id: 'AST-100103',
    name: 'Nirmal Aqua Pro 8L',
    technology: 'RO',
    warrantyStatus: 'IC',
    tier: 'SILVER',
    planEndDate: '2027-05-31',
    hubCode: 'PNQ-02',
    isRental: true,
  },
];

export const historyEntries: StaffHistoryEntry[] = [
  {
    id: 'aud-3',
    at: '2026-11-27T05:02:00.000Z',
    action: 'link-created',
    customerName: 'Asha Verma',
    subject: 'plink_x7Yk2Qm9',
    detail: 'Base plan for 1 year for Nirmal Aqua UV 7L, ₹1,999.',
  },
  {
    id: 'aud-2',
    at: '2026-11-27T04:58:00.000Z',
    action: 'lookup',
    customerName: 'Asha Verma',
    subject: '90••••0001',
    detail: 'Found by mobile number.',
  },
  {
    id: 'aud-1',
    at: '2026-11-27T04:40:00.000Z',
    action: 'lookup-refused',
    customerName: 'Rahul Nair',
    subject: 'AST-200310',
    detail: 'This customer is outside your hub (PNQ-02).',
  },
];
