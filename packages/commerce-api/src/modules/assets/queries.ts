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
  nextPlanTier: Tier | null;
  nextPlanStartDate: string | null;
  nextPlanEndDate: string | null;
  accountId: string;
  agreementId: string | null;
}

const SELECT_ASSET = `
  SELECT a.id, a.name, a.img, a.component_id AS "componentId", a.hub_code AS "hubCode", a.segment, a.technology,
         a.is_rental AS "isRental", a.warranty_status AS "warrantyStatus",
         to_char(a.warranty_end_date, 'YYYY-MM-DD') AS "warrantyEndDate", a.plan_tier AS "planTier",
         to_char(a.plan_start_date, 'YYYY-MM-DD') AS "planStartDate",
         to_char(a.plan_end_date, 'YYYY-MM-DD') AS "planEndDate", a.next_plan_tier AS "nextPlanTier",
         to_char(a.next_plan_start_date, 'YYYY-MM-DD') AS "nextPlanStartDate",
         to_char(a.next_plan_end_date, 'YYYY-MM-DD') AS "nextPlanEndDate",
         coalesce(a.account_id, a.customer_id) AS "accountId", a.agreement_id AS "agreementId"
    FROM assets a`;

/**
 * The device's plans as they stand on `today`: the one running or last ended, and one bought to
 * follow it. A following plan whose first day has come is the current one, whether or not its row
 * has been moved on yet (settlePlans).
 */
function plansOn(
  row: AssetRow,
  today: string,
): { currentPlan: CurrentPlan | null; nextPlan: CurrentPlan | null } {
  const current =
    row.planTier && row.planEndDate
      ? { tier: row.planTier, startDate: row.planStartDate ?? row.planEndDate, endDate: row.planEndDate }
      : null;
  const next =
    row.nextPlanTier && row.nextPlanStartDate && row.nextPlanEndDate
      ? { tier: row.nextPlanTier, startDate: row.nextPlanStartDate, endDate: row.nextPlanEndDate }
      : null;
  return next && next.startDate <= today
    ? { currentPlan: next, nextPlan: null }
    : { currentPlan: current, nextPlan: next };
}

/** A device as the contract answers it, its plans and their status worked out for `today` (India's day). */
function toAsset(row: AssetRow, today: string): Asset {
  const {
    warrantyStatus,
    planTier: _tier,
    planStartDate: _start,
    planEndDate: _end,
    nextPlanTier: _nextTier,
    nextPlanStartDate: _nextStart,
    nextPlanEndDate: _nextEnd,
    ...asset
  } = row;
  const { currentPlan, nextPlan } = plansOn(row, today);
  return {
    ...asset,
    expiryStatus: { status: warrantyStatus },
    currentPlan,
    nextPlan,
    planStatus: planStatusOf(
      { isRental: row.isRental, currentPlan, nextPlan, warrantyEndDate: row.warrantyEndDate },
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

/** A device's plans as they were before a plan order changed them: what cancelling that order restores. */
export interface PlanSnapshot {
  tier: Tier | null;
  startDate: string | null;
  endDate: string | null;
  /** A plan bought to follow this one, not started yet. */
  next: { tier: Tier; startDate: string; endDate: string } | null;
  warrantyStatus: WarrantyStatus;
  agreementId: string | null;
}

/**
 * Moves a device's following plan into its current place once its first day has come, so that
 * what changes the plans starts from where they stand on `today`. Reads do not need it (plansOn).
 */
export async function settlePlans(tx: Queryable, assetId: string, today: string): Promise<void> {
  await tx.query(
    `UPDATE assets SET plan_tier = next_plan_tier, plan_start_date = next_plan_start_date,
                       plan_end_date = next_plan_end_date,
                       next_plan_tier = NULL, next_plan_start_date = NULL, next_plan_end_date = NULL
      WHERE id = $1 AND next_plan_start_date <= $2::date`,
    [assetId, today],
  );
}

/** The device's plans as they are now (its row locked), for restoring them later. */
export async function planSnapshot(tx: Queryable, assetId: string): Promise<PlanSnapshot | null> {
  const [row] = await tx.query<
    Omit<PlanSnapshot, 'next'> & {
      nextTier: Tier | null;
      nextStartDate: string | null;
      nextEndDate: string | null;
    }
  >(
    `SELECT plan_tier AS tier, to_char(plan_start_date, 'YYYY-MM-DD') AS "startDate",
            to_char(plan_end_date, 'YYYY-MM-DD') AS "endDate", next_plan_tier AS "nextTier",
            to_char(next_plan_start_date, 'YYYY-MM-DD') AS "nextStartDate",
            to_char(next_plan_end_date, 'YYYY-MM-DD') AS "nextEndDate", warranty_status AS "warrantyStatus",
            agreement_id AS "agreementId"
       FROM assets WHERE id = $1 FOR UPDATE`,
    [assetId],
  );
  if (!row) return null;
  const { nextTier, nextStartDate, nextEndDate, ...plan } = row;
  return {
    ...plan,
    next:
      nextTier && nextStartDate && nextEndDate
        ? { tier: nextTier, startDate: nextStartDate, endDate: nextEndDate }
        : null,
  };
}

/**
 * A paid plan applied to the device, with warranty status IC (in contract) and an agreement (the
 * device's own, or a new one when it never had a plan). A plan starting after `today` follows the
 * current one, which keeps covering the device until its last day; one starting today replaces it.
 */
export async function applyPlan(
  tx: Queryable,
  assetId: string,
  plan: { tier: Tier; startDate: string; endDate: string; newAgreementId: string },
  today: string,
): Promise<void> {
  const follows = plan.startDate > today;
  await tx.query(
    follows
      ? `UPDATE assets SET next_plan_tier = $2, next_plan_start_date = $3::date, next_plan_end_date = $4::date,
                           warranty_status = 'IC', agreement_id = coalesce(agreement_id, $5)
          WHERE id = $1`
      : `UPDATE assets SET plan_tier = $2, plan_start_date = $3::date, plan_end_date = $4::date, warranty_status = 'IC',
                           agreement_id = coalesce(agreement_id, $5),
                           next_plan_tier = NULL, next_plan_start_date = NULL, next_plan_end_date = NULL
          WHERE id = $1`,
    [assetId, plan.tier, plan.startDate, plan.endDate, plan.newAgreementId],
  );
}

/** Puts the device's plans back as they were (a cancelled plan order). */
export async function restorePlan(tx: Queryable, assetId: string, previous: PlanSnapshot): Promise<void> {
  await tx.query(
    `UPDATE assets SET plan_tier = $2, plan_start_date = $3::date, plan_end_date = $4::date, warranty_status = $5,
                       agreement_id = $6, next_plan_tier = $7, next_plan_start_date = $8::date,
                       next_plan_end_date = $9::date
      WHERE id = $1`,
    [
      assetId,
      previous.tier,
      previous.startDate,
      previous.endDate,
      previous.warrantyStatus,
      previous.agreementId,
      previous.next?.tier ?? null,
      previous.next?.startDate ?? null,
      previous.next?.endDate ?? null,
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
