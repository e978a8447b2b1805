import { createIcon } from './createIcon.tsx';

// Icons of the overlays: floating actions, login, search, menu, air quality and location.

export const WhatsAppIcon = createIcon(
  'WhatsAppIcon',
  <>
    <path d="M4 20l1.3-4.2A8 8 0 1 1 8.4 18.8L4 20z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2L9 9.5z" />
  </>,
);
export const ChatIcon = createIcon('ChatIcon', <path d="M4 5.5h16v10H9l-5 4v-14zM8 9.5h8M8 12.5h5" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="M6 15l6-6 6 6" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
);
export const HistoryIcon = createIcon(
  'HistoryIcon',
  <>
    <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.5" />
    <path d="M4 4v4.5h4.5M12 8v4l3 2" />
  </>,
);
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const MinimizeIcon = createIcon('MinimizeIcon', <path d="M5 18h14" />);
export const LocationIcon = createIcon(
  'LocationIcon',
  <>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const CrosshairIcon = createIcon(
  'CrosshairIcon',
  <>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
  </>,
);
export const AirIcon = createIcon(
  'AirIcon',
  <path d="M3 8.5h11a2.5 2.5 0 1 0-2.5-2.5M3 12h15a2.5 2.5 0 1 1-2.5 2.5M3 15.5h7" />,
);
