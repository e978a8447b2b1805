import type {
  Asset,
  AssetLocation,
  CurrentPlan,
  Technology,
  Tier,
  WarrantyStatus,
} from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { InstalledAddress } from './installed-address.ts';
import { planStatusOf } from './plan-status.ts';

// The customers' devices. Every read names the customer it is for (from the session, never the
// request), so another customer's device is not found, exactly as a missing one.

interface AssetRow {
  id: string;
  name: string;
  img: string;
  componentId: string;
  hubCode: string;
  segment: string;
  technology: Technology;
  isRental: boolean;
  warrantyStatus: WarrantyStatus;
  warrantyEndDate: string | null;
  planTier: Tier | null;
  planStartDate: string | null;
  planEndDate: string | null;
  accountId: string;
  agreementId: string | null;
}

const SELECT_ASSET = `
  SELECT a.id, a.name, a.img, a.component_id AS "componentId", a.hub_code AS "hubCode", a.segment, a.technology,
         a.is_rental AS "isRental", a.warranty_status AS "warrantyStatus",
         to_char(a.warranty_end_date, 'YYYY-MM-DD') AS "warrantyEndDate", a.plan_tier AS "planTier",
         to_char(a.plan_start_date, 'YYYY-MM-DD') AS "planStartDate",
         to_char(a.plan_end_date, 'YYYY-MM-DD') AS "planEndDate",
         coalesce(a.account_id, a.customer_id) AS "accountId", a.agreement_id AS "agreementId"
    FROM assets a`;

const currentPlanOf = (row: AssetRow): CurrentPlan | null =>
  row.planTier && row.planEndDate
    ? { tier: row.planTier, startDate: row.planStartDate ?? row.planEndDate, endDate: row.planEndDate }
    : null;

/** A device as the contract answers it, its plan status worked out for `today` (India's day). */
function toAsset(row: AssetRow, today: string): Asset {
  const { warrantyStatus, planTier: _tier, planStartDate: _start, planEndDate: _end, ...asset } = row;
  const currentPlan = currentPlanOf(row);
  return {
    ...asset,
    expiryStatus: { status: warrantyStatus },
    currentPlan,
    planStatus: planStatusOf(
      { isRental: row.isRental, currentPlan, warrantyEndDate: row.warrantyEndDate },
      today,
    ),
  };
}

/** Only ever the given customer's devices. */
export async function listAssets(db: Queryable, customerId: string, today: string): Promise<Asset[]> {
  const rows = await db.query<AssetRow>(`${SELECT_ASSET} WHERE a.customer_id = $1 ORDER BY a.id`, [
    customerId,
  ]);
  return rows.map((row) => toAsset(row, today));
}

/**
 * The customer's devices as staff of `hubCode` may see them: those in that hub; with a null hub
 * (the call centre's), all of them.
 */
export async function listAssetsForHub(
  db: Queryable,
  customerId: string,
  hubCode: string | null,
  today: string,
): Promise<Asset[]> {
  const rows = await db.query<AssetRow>(
    `${SELECT_ASSET}
      WHERE a.customer_id = $1
        AND ($2::text IS NULL OR a.hub_code = $2)
      ORDER BY a.id`,
    [customerId, hubCode],
  );
  return rows.map((row) => toAsset(row, today));
}

/** One of the customer's devices; `forUpdate` holds its row until the transaction ends. */
export async function findAsset(
  db: Queryable,
  customerId: string,
  assetId: string,
  today: string,
  forUpdate = false,
): Promise<Asset | null> {
  const [row] = await db.query<AssetRow>(
    `${SELECT_ASSET} WHERE a.customer_id = $1 AND a.id = $2 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [customerId, assetId],
  );
  return row ? toAsset(row, today) : null;
}

/** Where one of the customer's devices is installed; null when it is not theirs or has no address. */
export async function installedAddress(
  db: Queryable,
  customerId: string,
  assetId: string,
): Promise<Omit<AssetLocation, 'serviceable'> | null> {
  const [row] = await db.query<
    { assetId: string; hubCode: string; house_number: string | null } & Omit<InstalledAddress, 'house_number'>
  >(
    `SELECT id AS "assetId", hub_code AS "hubCode", house_number, address_name, city, state, postal_code,
            latitude, longitude
       FROM assets WHERE customer_id = $1 AND id = $2`,
    [customerId, assetId],
  );
  if (!row || row.house_number === null) return null;
  const { assetId: id, hubCode, ...address } = row;
  return { assetId: id, hubCode, address: { ...address, house_number: row.house_number } };
}

/** A device's plan as it was before a plan order changed it: what cancelling that order restores. */
export interface PlanSnapshot {
  tier: Tier | null;
  startDate: string | null;
  endDate: string | null;
  warrantyStatus: WarrantyStatus;
  agreementId: string | null;
}

/** The device's plan as it is now (its row locked), for restoring it later. */
export async function planSnapshot(tx: Queryable, assetId: string): Promise<PlanSnapshot | null> {
  const [row] = await tx.query<PlanSnapshot>(
    `SELECT plan_tier AS tier, to_char(plan_start_date, 'YYYY-MM-DD') AS "startDate",
            to_char(plan_end_date, 'YYYY-MM-DD') AS "endDate", warranty_status AS "warrantyStatus",
            agreement_id AS "agreementId"
       FROM assets WHERE id = $1 FOR UPDATE`,
    [assetId],
  );
  return row ?? null;
}

/**
 * A paid plan applied to the device: its tier and term, warranty status IC (in contract), and an
 * agreement (the device's own, or a new one when it never had a plan).
 */
export async function applyPlan(
  tx: Queryable,
  assetId: string,
  plan: { tier: Tier; startDate: string; endDate: string; newAgreementId: string },
): Promise<void> {
  await tx.query(
    `UPDATE assets SET plan_tier = $2, plan_start_date = $3::date, plan_end_date = $4::date, warranty_status = 'IC',
                       agreement_id = coalesce(agreement_id, $5)
      WHERE id = $1`,
    [assetId, plan.tier, plan.startDate, plan.endDate, plan.newAgreementId],
  );
}

/** Puts the device's plan back as it was (a cancelled plan order). */
export async function restorePlan(tx: Queryable, assetId: string, previous: PlanSnapshot): Promise<void> {
  await tx.query(
    `UPDATE assets SET plan_tier = $2, plan_start_date = $3::date, plan_end_date = $4::date, warranty_status = $5,
                       agreement_id = $6
      WHERE id = $1`,
    [
      assetId,
      previous.tier,
      previous.startDate,
      previous.endDate,
      previous.warrantyStatus,
      previous.agreementId,
    ],
  );
}

/** The customer a device belongs to, for staff who know only its id; null when there is no such device. */
export async function ownerOfAsset(db: Queryable, assetId: string): Promise<string | null> {
  const [row] = await db.query<{ customerId: string }>(
    'SELECT customer_id AS "customerId" FROM assets WHERE id = $1',
    [assetId],
  );
  return row?.customerId ?? null;
}
