/** Where a device is installed, as the assets table keeps it. */
export interface InstalledAddress {
  house_number: string;
  address_name: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

/** Its values in the order of the assets table's columns, house_number to longitude. */
export const installedAddressValues = (address: InstalledAddress) => [
  address.house_number,
  address.address_name,
  address.city,
  address.state,
  address.postal_code,
  address.latitude,
  address.longitude,
];
