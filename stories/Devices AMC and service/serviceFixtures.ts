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
