import type { Asset, Technology, Tier, WarrantyStatus } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

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
  planTier: Tier | null;
  planEndDate: string | null;
}

const SELECT_ASSET = `
  SELECT id, name, img, component_id AS "componentId", hub_code AS "hubCode", segment, technology,
         is_rental AS "isRental", warranty_status AS "warrantyStatus", plan_tier AS "planTier",
         to_char(plan_end_date, 'YYYY-MM-DD') AS "planEndDate"
    FROM assets`;

function toAsset({ warrantyStatus, planTier, planEndDate, ...asset }: AssetRow): Asset {
  return {
    ...asset,
    expiryStatus: { status: warrantyStatus },
    currentPlan: planTier && planEndDate ? { tier: planTier, endDate: planEndDate } : null,
  };
}

/** Only ever the given customer's devices: the customer id comes from the session, not the request. */
export async function listAssets(db: Queryable, customerId: string): Promise<Asset[]> {
  const rows = await db.query<AssetRow>(`${SELECT_ASSET} WHERE customer_id = $1 ORDER BY id`, [customerId]);
  return rows.map(toAsset);
}

export async function findAsset(db: Queryable, customerId: string, assetId: string): Promise<Asset | null> {
  const [row] = await db.query<AssetRow>(`${SELECT_ASSET} WHERE customer_id = $1 AND id = $2`, [
    customerId,
    assetId,
  ]);
  return row ? toAsset(row) : null;
}
