import type { Media } from '@nirmal/domain/contract';

/**
 * Small line icons, served by the content service as cacheable files (`/cms/uploads/icons/<name>.svg`,
 * as a Strapi-like service serves its uploads): as data URLs inlined into every page they cost
 * bytes and parsing before the first paint, even where a phone never shows them.
 */
const ICON_PATHS = {
  waterPurifier:
    '<path d="M12 3s-6 6.5-6 11a6 6 0 0 0 12 0c0-4.5-6-11-6-11z"/><path d="M9 15a3 3 0 0 0 3 3"/>',
  airPurifier: '<path d="M3 8h11a3 3 0 1 0-3-3"/><path d="M3 12h16a3 3 0 1 1-3 3"/><path d="M3 16h8"/>',
  vacuumCleaner: '<path d="M6 20h12"/><path d="M8 20V9a4 4 0 0 1 8 0v3"/><circle cx="16" cy="16" r="4"/>',
  service: '<path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4L15 12l-3-3z"/>',
  account: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  devices:
    '<rect x="7" y="2" width="10" height="20" rx="2"/><path d="M10 6h4"/><circle cx="12" cy="16" r="2"/>',
  orders: '<path d="M3 7l9-4 9 4-9 4z"/><path d="M3 7v10l9 4 9-4V7"/><path d="M12 11v10"/>',
  demo: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  offers: '<path d="M20 12l-8 8-9-9V4h7z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  store: '<path d="M4 10v10h16V10"/><path d="M2 10l2-6h16l2 6z"/><path d="M10 20v-5h4v5"/>',
  facebook: '<path d="M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1"/>',
  youtube: '<rect x="2" y="5" width="20" height="14" rx="4"/><path d="M10 9l5 3-5 3z"/>',
  x: '<path d="M4 4l16 16M20 4L4 20"/>',
  linkedin:
    '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7"/>',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export const ICON_UPLOADS_PATH = '/cms/uploads/icons';

const isIconName = (name: string): name is IconName => Object.hasOwn(ICON_PATHS, name);

/** The SVG document of a seeded icon, or undefined for a name that is not one. */
export function iconSvg(name: string): string | undefined {
  if (!isIconName(name)) return undefined;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
    `stroke="#0B4F8A" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[name]}</svg>`
  );
}

/** A Strapi-like media relation for an icon; the thumbnail format is the same small SVG. */
export function iconMedia(name: IconName): Media {
  const url = `${ICON_UPLOADS_PATH}/${name}.svg`;
  return { data: { attributes: { url, formats: { thumbnail: { url } } } } };
}
