import type { CheckoutChange } from '@nirmal/domain/contract';

// The priceVersion: what the customer was shown, compactly, in the checkout answer. Placing the
// order sends it back and the server compares it with what it would charge now; it is never used
// as a price. A forged one can only make the server refuse, or accept what it would charge anyway.

export interface PriceSnapshot {
  /** Per product line: its id, product, quantity, unit price, coupon saving and exchange value. */
  lines: [
    lineId: string,
    productId: string,
    quantity: number,
    unitPricePaise: number,
    couponSavingPaise: number,
    exchangeValuePaise: number,
  ][];
  /** Applied coupon codes, sorted. */
  coupons: string[];
  deliveryChargePaise: number;
  promotion: string | null;
  finalPricePaise: number;
}

export function encodePriceVersion(snapshot: PriceSnapshot): string {
  return Buffer.from(JSON.stringify(snapshot)).toString('base64url');
}

const isSnapshot = (value: unknown): value is PriceSnapshot => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    Array.isArray(candidate['lines']) &&
    candidate['lines'].every(
      (line) => Array.isArray(line) && line.length === 6 && line.slice(2).every(Number.isInteger),
    ) &&
    Array.isArray(candidate['coupons']) &&
    Number.isInteger(candidate['deliveryChargePaise']) &&
    Number.isInteger(candidate['finalPricePaise'])
  );
};

/** The snapshot a priceVersion names; null when it is not one of ours. */
export function decodePriceVersion(version: string): PriceSnapshot | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(version, 'base64url').toString('utf8'));
    return isSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}

/** What differs between what the customer saw and what they would pay now, by what moved. */
export function changesSince(seen: PriceSnapshot | null, now: PriceSnapshot): CheckoutChange[] {
  const total: CheckoutChange = {
    code: 'total_changed',
    previousFinalPricePaise: seen?.finalPricePaise ?? null,
    finalPricePaise: now.finalPricePaise,
  };
  if (seen === null) return [total];
  const changes: CheckoutChange[] = [];
  const seenLines = new Map(seen.lines.map((line) => [line[0], line]));
  const sameLines =
    seen.lines.length === now.lines.length &&
    now.lines.every((line) => {
      const before = seenLines.get(line[0]);
      return before !== undefined && before[1] === line[1] && before[2] === line[2];
    });
  if (!sameLines) changes.push({ code: 'cart_changed' });
  for (const [lineId, , , unitPricePaise] of now.lines) {
    const before = seenLines.get(lineId);
    if (before && before[3] !== unitPricePaise) {
      changes.push({ code: 'price_changed', lineId, previousUnitPricePaise: before[3], unitPricePaise });
    }
  }
  const couponsOf = (snapshot: PriceSnapshot) =>
    JSON.stringify([snapshot.coupons, snapshot.lines.map((line) => [line[0], line[4]])]);
  if (couponsOf(seen) !== couponsOf(now)) changes.push({ code: 'coupons_changed' });
  if (seen.deliveryChargePaise !== now.deliveryChargePaise) {
    changes.push({ code: 'delivery_changed', deliveryChargePaise: now.deliveryChargePaise });
  }
  if (seen.finalPricePaise !== now.finalPricePaise) changes.push(total);
  return changes;
}
