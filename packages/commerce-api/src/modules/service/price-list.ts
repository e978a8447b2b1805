import type { BookableServiceType, DefectOption, Technology } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { RepairPart } from './pricing.ts';

// The service's price list: what each kind of visit and each repair costs without cover, and the
// problems a customer can name.

export async function visitCharge(
  db: Queryable,
  serviceType: BookableServiceType,
  technology: Technology,
): Promise<{ visitPaise: number; prepaidAllowed: boolean }> {
  const [row] = await db.query<{ visitPaise: number; prepaidAllowed: boolean }>(
    `SELECT visit_paise AS "visitPaise", prepaid_allowed AS "prepaidAllowed"
       FROM service_charges WHERE service_type = $1 AND technology = $2`,
    [serviceType, technology],
  );
  if (!row) throw new Error(`No charge for a ${serviceType} visit of a ${technology} device`);
  return row;
}

export interface ListedRepair {
  code: string;
  label: string;
  part: RepairPart;
  pricePaise: number;
}

/** The repairs of a technology's devices (and those of any device), in list order. */
export function repairsFor(db: Queryable, technology: Technology): Promise<ListedRepair[]> {
  return db.query<ListedRepair>(
    `SELECT code, label, part, price_paise AS "pricePaise" FROM service_repairs
      WHERE technology IS NULL OR technology = $1 ORDER BY position`,
    [technology],
  );
}

export function defectTypes(db: Queryable): Promise<DefectOption[]> {
  return db.query<DefectOption>('SELECT code AS value, label FROM service_defects ORDER BY position');
}
