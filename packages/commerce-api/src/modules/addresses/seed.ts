import type { Queryable } from '../../db/database.ts';
import { seedAddresses } from '../../seed-data/addresses.ts';

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
