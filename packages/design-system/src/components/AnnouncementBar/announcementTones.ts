/** The colour schemes of an announcement, from the brand's own to the status tones. */
export const announcementTones = ['brand', 'inverse', 'info', 'success', 'warning'] as const;

export type AnnouncementBarTone = (typeof announcementTones)[number];
