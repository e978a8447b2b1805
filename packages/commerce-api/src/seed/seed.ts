import type { Queryable } from '../db/database.ts';
import { secondsAfter } from '../clock.ts';
import { appConfigContent, footerContent, headerContent } from './content.ts';
import { deviceImage, seedCustomers } from './customers.ts';

const DAY_SECONDS = 86_400;
const isoDate = (time: Date) => time.toISOString().slice(0, 10);

/**
 * Writes the demo data that is missing and leaves everything present alone, so it can run on
 * every start without undoing changes made since.
 */
export async function seed(db: Queryable, now: Date): Promise<void> {
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
    for (const phone of customer.otherContacts) {
      await db.query(
        'INSERT INTO customer_contacts (customer_id, phone) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [customer.id, phone],
      );
    }
    for (const device of customer.devices) {
      await db.query(
        `INSERT INTO assets (id, customer_id, name, img, component_id, hub_code, segment, technology, is_rental,
                             warranty_status, plan_tier, plan_end_date)
         VALUES ($1, $2, $3, $4, $5, $6, 'WATER_PURIFIER', $7, $8, $9, $10, $11::date) ON CONFLICT DO NOTHING`,
        [
          device.id,
          customer.id,
          device.name,
          deviceImage(device.technology),
          device.componentId,
          customer.hubCode,
          device.technology,
          device.isRental,
          device.status,
          device.plan?.tier ?? null,
          device.plan ? isoDate(secondsAfter(now, device.plan.endsInDays * DAY_SECONDS)) : null,
        ],
      );
    }
  }
  const documents = { header: headerContent, footer: footerContent, 'app-config': appConfigContent };
  for (const [slug, document] of Object.entries(documents)) {
    await db.query(
      `INSERT INTO content_documents (slug, document, created_at, published_at) VALUES ($1, $2::text::jsonb, $3, $3)
       ON CONFLICT DO NOTHING`,
      [slug, JSON.stringify(document), now],
    );
  }
  await db.query(
    `INSERT INTO feature_flags (name, enabled) VALUES ('globalSaleAssist', true), ('isAQIEnabled', false)
     ON CONFLICT DO NOTHING`,
  );
}
