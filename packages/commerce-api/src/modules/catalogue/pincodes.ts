import type { Queryable } from '../../db/database.ts';

// Where the hubs deliver and serve: a pincode's hub, its delivery charge, whether its technicians
// make service visits there.

/** What delivering an order to a pincode costs; null when no hub serves it. */
export async function deliveryTo(db: Queryable, pincode: string): Promise<{ chargePaise: number } | null> {
  const [served] = await db.query<{ chargePaise: number }>(
    'SELECT delivery_charge_paise AS "chargePaise" FROM hub_pincodes WHERE pincode = $1',
    [pincode],
  );
  return served ?? null;
}

/** Which hub serves a pincode and whether its technicians make service visits there; null when none does. */
export async function serviceAt(
  db: Queryable,
  pincode: string,
): Promise<{ hubCode: string; serviceAvailable: boolean } | null> {
  const [served] = await db.query<{ hubCode: string; serviceAvailable: boolean }>(
    'SELECT hub_code AS "hubCode", service_available AS "serviceAvailable" FROM hub_pincodes WHERE pincode = $1',
    [pincode],
  );
  return served ?? null;
}

/** The fewest and most days any hub takes to deliver to a pincode it serves; null when none serves any. */
export async function deliveryDaysRange(db: Queryable): Promise<{ fewest: number; most: number } | null> {
  const [range] = await db.query<{ fewest: number | null; most: number | null }>(
    'SELECT min(delivery_days) AS fewest, max(delivery_days) AS most FROM hub_pincodes',
  );
  return range?.fewest && range.most ? { fewest: range.fewest, most: range.most } : null;
}

/** A hub's name, as customers read it ("Chakan hub"); null for an unknown code. */
export async function hubName(db: Queryable, hubCode: string): Promise<string | null> {
  const [hub] = await db.query<{ name: string }>('SELECT name FROM hubs WHERE code = $1', [hubCode]);
  return hub?.name ?? null;
}
