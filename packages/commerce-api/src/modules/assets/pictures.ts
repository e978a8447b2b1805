import type { Technology } from '@nirmal/domain/contract';

/** The picture a device shows: one drawing per water purifier technology. */
export const deviceImage = (technology: Technology) =>
  technology === 'RO' ? '/images/devices/ro-purifier.svg' : '/images/devices/uv-purifier.svg';
