import { everyOf } from '../../vocabulary/everyOf.ts';

/** The colour schemes of an announcement, from the brand's own to the status tones. */
export const announcementTones = everyOf<AnnouncementBarTone>()([
  'brand',
  'inverse',
  'info',
  'success',
  'warning',
]);

export type AnnouncementBarTone = 'brand' | 'inverse' | 'info' | 'success' | 'warning';
