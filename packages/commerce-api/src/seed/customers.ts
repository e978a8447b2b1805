import type { Technology, Tier, WarrantyStatus } from '@nirmal/domain/contract';

export interface SeedDevice {
  id: string;
  name: string;
  technology: Technology;
  isRental: boolean;
  status: WarrantyStatus;
  /** Days from the seeding day to the plan's end; negative for a plan that has run out. */
  plan: { tier: Tier; endsInDays: number } | null;
  componentId: string;
}

export interface SeedCustomer {
  id: string;
  accountId: string;
  mobile: string;
  firstName: string;
  lastName: string;
  webEngageId: string | null;
  otherContacts: string[];
  hubCode: string;
  devices: SeedDevice[];
}

export const deviceImage = (technology: Technology) =>
  technology === 'RO' ? '/images/devices/ro-purifier.svg' : '/images/devices/uv-purifier.svg';

/**
 * The demo customers of the README. 9000000001 owns a device in every warranty state (and one
 * under each AMC tier), of both technologies, rented and owned; 9000000002 owns one device.
 */
export const seedCustomers: SeedCustomer[] = [
  {
    id: 'CUS1000001',
    accountId: 'ACC1000001',
    mobile: '9000000001',
    firstName: 'Asha',
    lastName: 'Verma',
    webEngageId: 'we-1000001',
    otherContacts: ['9000000011'],
    hubCode: 'PNQ-02',
    devices: [
      {
        id: 'AST-100101',
        name: 'Aquaguard Aura RO+UV',
        technology: 'RO',
        isRental: false,
        status: 'IC',
        plan: { tier: 'GOLD', endsInDays: 214 },
        componentId: 'WP-AURA-7711',
      },
      {
        id: 'AST-100102',
        name: 'Aquaguard Marvel UV',
        technology: 'UV',
        isRental: false,
        status: 'IC',
        plan: { tier: 'VALUE', endsInDays: 96 },
        componentId: 'WP-MRVL-3021',
      },
      {
        id: 'AST-100103',
        name: 'Aquaguard Delight RO',
        technology: 'RO',
        isRental: true,
        status: 'IC',
        plan: { tier: 'SILVER', endsInDays: 150 },
        componentId: 'WP-DLGT-4410',
      },
      {
        id: 'AST-100104',
        name: 'Aquaguard Superb RO+UV+UF',
        technology: 'RO',
        isRental: false,
        status: 'IC',
        plan: { tier: 'PLATINUM', endsInDays: 330 },
        componentId: 'WP-SPRB-9902',
      },
      {
        id: 'AST-100105',
        name: 'Aquaguard Glory RO+UV',
        technology: 'RO',
        isRental: true,
        status: 'IC',
        plan: { tier: 'COMP', endsInDays: 45 },
        componentId: 'WP-GLRY-5530',
      },
      {
        id: 'AST-100106',
        name: 'Aquaguard Enhance UV',
        technology: 'UV',
        isRental: false,
        status: 'OC',
        plan: { tier: 'SILVER', endsInDays: -40 },
        componentId: 'WP-ENHC-2207',
      },
      {
        id: 'AST-100107',
        name: 'Aquaguard Ritz UV',
        technology: 'UV',
        isRental: false,
        status: 'IW',
        plan: null,
        componentId: 'WP-RITZ-6114',
      },
      {
        id: 'AST-100108',
        name: 'Aquaguard Classic RO',
        technology: 'RO',
        isRental: false,
        status: 'OW',
        plan: null,
        componentId: 'WP-CLSC-1188',
      },
    ],
  },
  {
    id: 'CUS1000002',
    accountId: 'ACC1000002',
    mobile: '9000000002',
    firstName: 'Rohan',
    lastName: 'Iyer',
    webEngageId: 'we-1000002',
    otherContacts: [],
    hubCode: 'BLR-05',
    devices: [
      {
        id: 'AST-200201',
        name: 'Aquaguard Sure UV',
        technology: 'UV',
        isRental: false,
        status: 'IC',
        plan: { tier: 'GOLD', endsInDays: 180 },
        componentId: 'WP-SURE-3345',
      },
    ],
  },
];
