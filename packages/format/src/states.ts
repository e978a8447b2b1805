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

type State = IndianStateName;
const NORTH_EAST: readonly State[] = [
  'Arunachal Pradesh',
  'Meghalaya',
  'Manipur',
  'Mizoram',
  'Nagaland',
  'Tripura',
];

/**
 * The states and union territories each India Post sorting district (a pincode's first two digits)
 * delivers in. A district's circle crosses some borders (Goa's 403 in Maharashtra's 40, Sikkim's
 * 737 in West Bengal's 73), so a district names every state it reaches; 90–99 (the Army Postal
 * Service) and the numbers India Post does not use are not listed.
 */
const statesBySortingDistrict: Readonly<Record<string, readonly State[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana', 'Punjab'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab', 'Chandigarh', 'Haryana'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir', 'Ladakh'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '40': ['Maharashtra', 'Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana', 'Andhra Pradesh'],
  '51': ['Andhra Pradesh', 'Telangana'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh', 'Puducherry'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu', 'Puducherry'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala', 'Puducherry'],
  '68': ['Kerala', 'Lakshadweep'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal', 'Sikkim'],
  '74': ['West Bengal', 'Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '79': NORTH_EAST,
  '80': ['Bihar', 'Jharkhand'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Bihar', 'Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar', 'Jharkhand'],
};

/**
 * The states a pincode can be in, from its sorting district; empty when the district is not one
 * India Post delivers homes in (so nothing can be said of it).
 */
export function statesOfPincode(pincode: string): readonly IndianStateName[] {
  return statesBySortingDistrict[pincode.slice(0, 2)] ?? [];
}

/** Whether an address's state can be its pincode's: true when the pincode says nothing of its state. */
export function stateFitsPincode(state: string, pincode: string): boolean {
  const states = statesOfPincode(pincode);
  return states.length === 0 || (states as readonly string[]).includes(state);
}

/** What to say when an address's state is not one its pincode can be in. */
export function pincodeStateMessage(pincode: string): string {
  const states = statesOfPincode(pincode);
  const named = states.length > 1 ? `${states.slice(0, -1).join(', ')} or ${states.at(-1)}` : states.join('');
  return `Pincode ${pincode} is in ${named}. Choose that state, or check the pincode.`;
}

/**
 * The most characters each typed part of an address may have: the address forms stop typing there,
 * and the server refuses more.
 */
export const addressFieldLimits = {
  name: 60,
  house_number: 80,
  address_name: 160,
  city: 60,
} as const;
