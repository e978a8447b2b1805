import { createIcon } from './createIcon.tsx';

// Icons of the devices, AMC and service components.

export const ClockIcon = createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <path d="M4.5 6h15v13.5h-15V6zM4.5 10h15M8.5 3.5V7M15.5 3.5V7" />,
);
export const WrenchIcon = createIcon(
  'WrenchIcon',
  <path d="M14.5 4.5a4.5 4.5 0 0 0-4.2 6.1L4 16.9 7.1 20l6.3-6.3a4.5 4.5 0 0 0 6.1-4.2l-2.8 2.8-2.7-.4-.4-2.7 2.8-2.8c-.6-.3-1.2-.4-1.9-.4z" />,
);
