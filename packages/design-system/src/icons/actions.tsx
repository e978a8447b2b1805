import { createIcon } from './createIcon.tsx';

// Icons of the actions, inputs, feedback and status components.

export const ExternalLinkIcon = createIcon(
  'ExternalLinkIcon',
  <path d="M14 4.5h5.5V10M19.5 4.5L11 13M17 14v5.5H4.5V7H10" />,
);
export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
/** A star's outline from its top point, in relative steps, so a row of stars can share it. */
export const starOutline = 'l2.6 5.3 5.9.9-4.25 4.1 1 5.8-5.25-2.7-5.25 2.7 1-5.8-4.25-4.1 5.9-.9z';
export const StarIcon = createIcon('StarIcon', <path d={`M12 3.5${starOutline}`} />);
export const InboxIcon = createIcon(
  'InboxIcon',
  <path d="M3.5 13.5l2.5-8h12l2.5 8v5h-17v-5zM3.5 13.5H8.5l1.5 2.5h4l1.5-2.5h5" />,
);
export const PayLaterIcon = createIcon(
  'PayLaterIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>,
);
