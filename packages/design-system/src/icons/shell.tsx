import { createIcon } from './createIcon.tsx';

// Icons of the shell, layout and account components.

export const HomeIcon = createIcon('HomeIcon', <path d="M3.5 11L12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5" />);
export const RefreshIcon = createIcon(
  'RefreshIcon',
  <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4" />,
);
export const PencilIcon = createIcon(
  'PencilIcon',
  <path d="M4.5 19.5l1-4L15.5 5.5l3 3-10 10-4 1zM13.5 7.5l3 3" />,
);
export const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />,
);
export const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="M4 7l8 6 8-6" />
  </>,
);
export const MegaphoneIcon = createIcon(
  'MegaphoneIcon',
  <path d="M4 10v4h3l8 4.5v-13L7 10H4zM7 14l1.5 5.5h2.5L10 15.5M18.5 9.5a3.5 3.5 0 0 1 0 5" />,
);
