export { AnnouncementBar, type AnnouncementBarProps, type AnnouncementBarTone } from './AnnouncementBar.tsx';
