// The states and union territories of India as an address names them, each with the two-digit code
// GST gives it (the first two characters of a GSTIN, and the place of supply on a tax invoice).

export const gstStateCodes = {
  'Andaman and Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chhattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Ladakh: '38',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Puducherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
} as const;

/** A state or union territory of India. */
export type IndianStateName = keyof typeof gstStateCodes;

/** Every state and union territory, in alphabetical order. */
export const indianStateNames = Object.keys(gstStateCodes) as IndianStateName[];

export function isIndianState(name: string): name is IndianStateName {
  return Object.hasOwn(gstStateCodes, name);
}
