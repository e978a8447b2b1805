import type { Queryable } from '../../db/database.ts';

interface SeedCustomer {
  id: string;
  accountId: string;
  mobile: string;
  firstName: string;
  lastName: string;
  webEngageId: string | null;
  /** Secondary users: their number and name. */
  otherContacts: { phone: string; name: string }[];
}

/** The demo customers of the README and docs/demo-journeys.md; their devices are the assets module's seed. */
const seedCustomers: SeedCustomer[] = [
  {
    id: 'CUS1000001',
    accountId: 'ACC1000001',
    mobile: '9000000001',
    firstName: 'Asha',
    lastName: 'Verma',
    webEngageId: 'we-1000001',
    otherContacts: [{ phone: '9000000011', name: 'Meera Verma' }],
  },
  {
    id: 'CUS1000002',
    accountId: 'ACC1000002',
    mobile: '9000000002',
    firstName: 'Rohan',
    lastName: 'Iyer',
    webEngageId: 'we-1000002',
    otherContacts: [],
  },
];

export async function seedAccounts(db: Queryable, now: Date): Promise<void> {
  for (const customer of seedCustomers) {
    await db.query(
      `INSERT INTO customers (id, account_id, mobile, first_name, last_name, web_engage_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        customer.id,
        customer.accountId,
        customer.mobile,
        customer.firstName,
        customer.lastName,
        customer.webEngageId,
        now,
      ],
    );
    for (const { phone, name } of customer.otherContacts) {
      // A database seeded before secondary users had names gets the name; a name given since stays.
      await db.query(
        `INSERT INTO customer_contacts (customer_id, phone, name) VALUES ($1, $2, $3)
         ON CONFLICT (customer_id, phone) DO UPDATE SET name = EXCLUDED.name WHERE customer_contacts.name = ''`,
        [customer.id, phone, name],
      );
    }
  }
}
