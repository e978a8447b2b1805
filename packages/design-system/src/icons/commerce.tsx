import { createIcon } from './createIcon.tsx';

// Icons of commerce: cart, coupons, payment, delivery, exchange and orders.

export const CartIcon = createIcon(
  'CartIcon',
  <>
    <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.4" />
    <circle cx="9.5" cy="19" r="1.5" />
    <circle cx="16.5" cy="19" r="1.5" />
  </>,
);
export const TrashIcon = createIcon(
  'TrashIcon',
  <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />,
);
export const CouponIcon = createIcon(
  'CouponIcon',
  <>
    <path d="M3.5 12.5V4.5h8l9 9-8 8-9-9z" />
    <circle cx="8" cy="9" r="1.5" />
  </>,
);
export const CheckIcon = createIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CardIcon = createIcon(
  'CardIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </>,
);
export const TruckIcon = createIcon(
  'TruckIcon',
  <>
    <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const ExchangeIcon = createIcon('ExchangeIcon', <path d="M4 8.5h14l-3.5-3.5M20 15.5H6l3.5 3.5" />);
export const PackageIcon = createIcon(
  'PackageIcon',
  <>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
    <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
  </>,
);
export const ImageIcon = createIcon(
  'ImageIcon',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M20.5 16l-5-5-9 8.5" />
  </>,
);
