// Illustrative service data for the Devices, AMC and service stories: fixed calendar days (never
// today's date) so screenshots stay the same.
import type { SlotPickerDay } from '@nirmal/design-system';

const hours = [
  ['09:00-10:00', '9:00 AM – 10:00 AM'],
  ['10:00-11:00', '10:00 AM – 11:00 AM'],
  ['11:00-12:00', '11:00 AM – 12:00 PM'],
  ['12:00-13:00', '12:00 PM – 1:00 PM'],
  ['14:00-15:00', '2:00 PM – 3:00 PM'],
  ['15:00-16:00', '3:00 PM – 4:00 PM'],
  ['16:00-17:00', '4:00 PM – 5:00 PM'],
  ['17:00-18:00', '5:00 PM – 6:00 PM'],
] as const;

export const serviceDays: SlotPickerDay[] = [
  {
    date: '2026-03-30',
    slots: hours.map(([id, label], index) => ({
      id,
      label,
      state: index === 1 || index === 7 ? 'full' : index === 4 ? 'unavailable' : 'available',
    })),
  },
  { date: '2026-03-31', slots: hours.map(([id, label]) => ({ id, label, state: 'full' })) },
  {
    date: '2026-04-01',
    slots: hours.map(([id, label]) => ({ id, label, state: 'unavailable', reason: 'Holiday' })),
  },
  {
    date: '2026-04-02',
    slots: hours.map(([id, label], index) => ({ id, label, state: index < 3 ? 'full' : 'available' })),
  },
  { date: '2026-04-03', slots: [] },
];

// A map tile drawn locally: streets on a plain ground with the tile's address, so the MapLocator
// stories show a map without asking any tile server. `{z}`, `{x}` and `{y}` stay unencoded for the
// component to fill in.
const tileStart = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="#eef2e6"/><path d="M0 64h256M0 192h256M96 0v256M208 0v256" stroke="#ffffff" stroke-width="10"/><path d="M0 140c80-30 160 30 256 0" stroke="#f6d48a" stroke-width="12" fill="none"/><rect x="120" y="84" width="64" height="40" fill="#d9e4ef"/><text x="8" y="248" font-family="sans-serif" font-size="12" fill="#5b6775">`;
const tileEnd = `</text></svg>`;

/** A slippy-map template that needs no network. */
export const localTileTemplate = `data:image/svg+xml,${encodeURIComponent(tileStart)}{z}%2F{x}%2F{y}${encodeURIComponent(tileEnd)}`;

/** A template whose tiles are not images, to show the fallback when tiles fail. */
export const brokenTileTemplate = 'data:image/png;base64,bm90LWEtdGlsZQ=={z}{x}{y}';

/** Whitefield, Bengaluru. */
export const serviceLocation = { latitude: 12.9698, longitude: 77.75 };

// The service-request flow: a device, its open requests, the problems and repairs
// a customer can pick, and the address the visit goes to.

/** The device the flow stories book for. */
export const serviceProductName = 'Nirmal Aqua RO+UV';

/** A saved service address with its map position. */
export const serviceAddress = {
  house_number: 'Flat 402, Tower B',
  address_name: 'Prestige Lakeside, Whitefield',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560066',
  latitude: 12.9698,
  longitude: 77.75,
};

/** The device's open requests, newest first. */
export const pendingRequests = [
  {
    serviceRequestID: 'SR-2026-0042817',
    serviceType: 'REPAIR',
    status: 'SCHEDULED',
    serviceDate: '2026-03-30',
    serviceSlot: '10:00 AM – 11:00 AM',
    address: serviceAddress,
    isCancellable: true,
  },
  {
    serviceRequestID: 'SR-2026-0041102',
    serviceType: 'PERIODIC_SERVICE',
    status: 'IN_PROGRESS',
    serviceDate: '2026-03-28',
    serviceSlot: '2:00 PM – 3:00 PM',
    address: serviceAddress,
    isCancellable: false,
  },
] as const;

/** Problems a customer can report (the `defectType` codes). */
export const defectOptions = [
  { value: 'NO_WATER', label: 'No water coming out' },
  { value: 'LEAK', label: 'Water leaking' },
  { value: 'TASTE', label: 'Water tastes or smells bad' },
  { value: 'NOISE', label: 'Unusual noise' },
  { value: 'ERROR_LIGHT', label: 'Error light is on' },
];

/** Repairs with their price in rupees where known (the API's `servicePrice`). */
export const repairOptions = [
  {
    value: 'MEMBRANE',
    label: 'Replace RO membrane',
    description: 'Restores the flow and taste of the water.',
    servicePrice: 2499,
  },
  { value: 'SEDIMENT', label: 'Replace sediment filter', servicePrice: 649 },
  { value: 'UV_LAMP', label: 'Replace UV lamp', servicePrice: 1199 },
  {
    value: 'LEAK_FIX',
    label: 'Fix a leak',
    description: 'Priced once the technician sees it.',
    servicePrice: null,
  },
  { value: 'PUMP', label: 'Replace booster pump', servicePrice: 3299, disabled: true },
];
