import type { Queryable } from '../../db/database.ts';

/** The demo customers' delivery addresses (the accounts module's customers), each their default. */
export const seedAddresses = [
  {
    id: 'AD-ASHA-HOME',
    customerId: 'CUS1000001',
    name: 'Asha Verma',
    phone: '9000000001',
    house_number: 'Flat 402, Tower B',
    address_name: 'Prestige Lakeside, 80 Feet Road, Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560034',
  },
  {
    id: 'AD-ROHAN-HOME',
    customerId: 'CUS1000002',
    name: 'Rohan Iyer',
    phone: '9000000002',
    house_number: '12, Sea Breeze',
    address_name: 'Lokhandwala Complex, Andheri West',
    city: 'Mumbai',
    state: 'Maharashtra',
    postal_code: '400053',
  },
] as const;

export async function seedAddressBook(db: Queryable, now: Date): Promise<void> {
  for (const address of seedAddresses) {
    await db.query(
      `INSERT INTO addresses (id, customer_id, name, phone, house_number, address_name, city, state, postal_code,
                              is_default, created_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, NOT EXISTS (SELECT 1 FROM addresses WHERE customer_id = $2), $10
       ON CONFLICT DO NOTHING`,
      [
        address.id,
        address.customerId,
        address.name,
        address.phone,
        address.house_number,
        address.address_name,
        address.city,
        address.state,
        address.postal_code,
        now,
      ],
    );
  }
}
