import type { Store, StoreFinderQuery } from '@nirmal/domain/contract';

/** A pincode's postal district: its first three digits (India Post's sorting district). */
const postalDistrict = (pincode: string) => pincode.slice(0, 3);

/**
 * The stores a finder's query names: those of a city (in any letter case), or those in a pincode's
 * postal district; with neither, every store.
 */
export function storesFound(stores: readonly Store[], { city, pincode }: StoreFinderQuery): Store[] {
  if (pincode) return stores.filter((store) => postalDistrict(store.pincode) === postalDistrict(pincode));
  if (city) {
    const wanted = city.toLocaleLowerCase('en-IN');
    return stores.filter((store) => store.city.toLocaleLowerCase('en-IN') === wanted);
  }
  return [...stores];
}
