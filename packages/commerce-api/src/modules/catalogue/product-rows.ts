import { stockStatusFor, type StockStatus } from '@nirmal/domain/contract';

// How the catalogue's statements read a product: as a card, with its units for sale. Amounts are
// paise, GST included.

export interface ProductSummary {
  productId: string;
  materialId: string;
  slug: string;
  name: string;
  productType: 'AIR_PURIFIER' | 'VACUUM_CLEANER' | 'WATER_PURIFIER';
  imageUrl: string | null;
  mrpPaise: number;
  pricePaise: number;
  rating: { average: number; count: number } | null;
  /** At the pincode's hub when one was given, else across all hubs. */
  stockStatus: StockStatus;
}

/** The columns a card needs, from `p` (products) and `stock.units` (what is there to sell). */
export const SUMMARY_COLUMNS = `
  p.product_id AS "productId", p.material_id AS "materialId", p.slug, p.name, p.product_type AS "productType",
  p.images[1] AS "imageUrl", p.mrp_paise AS "mrpPaise", p.price_paise AS "pricePaise",
  CASE WHEN p.rating_count > 0 THEN json_build_object('average', p.rating::float8, 'count', p.rating_count) END
    AS rating,
  stock.units`;

/**
 * Units of `p` to sell: at the hub serving `pincode` (none if no hub does), or at all hubs without
 * one. Units held for unpaid orders (stock_reservations of the orders module) are not for sale,
 * except those of the orders `releasing` (a text[] parameter) names: orders about to be given up.
 */
export const stockJoin = (pincode: string, releasing = 'NULL') => `
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(i.quantity - coalesce((
             SELECT sum(r.quantity) FROM stock_reservations r
              WHERE r.state = 'held' AND r.hub_code = i.hub_code AND r.material_id = i.material_id
                AND r.order_id <> ALL (coalesce(${releasing}::text[], '{}'))
           ), 0)), 0)::int AS units
      FROM inventory i
     WHERE i.material_id = p.material_id
       AND (${pincode}::text IS NULL
            OR i.hub_code = (SELECT hub_code FROM hub_pincodes WHERE pincode = ${pincode}::text))
  ) AS stock ON true`;

export type SummaryRow = Omit<ProductSummary, 'stockStatus'> & { units: number };
export const toSummary = ({ units, ...product }: SummaryRow): ProductSummary => ({
  ...product,
  stockStatus: stockStatusFor(units),
});
