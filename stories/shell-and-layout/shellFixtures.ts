// Illustrative header and footer content for the shell stories: icons are data: URIs (no network).
const icon = (shape: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#0b57a4" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`,
  )}`;

export const icons = {
  water: icon('<path d="M12 3s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11z"/>'),
  air: icon('<path d="M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h8"/>'),
  vacuum: icon('<circle cx="8" cy="17" r="3"/><path d="M10.5 15.5L19 4M11 17h7"/>'),
  device: icon('<rect x="7" y="3" width="10" height="18" rx="2"/><path d="M10 7h4"/>'),
  orders: icon('<path d="M4 7l8-4 8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10"/>'),
  service: icon('<path d="M14.5 6.5a4 4 0 0 0-5 5L4 17l3 3 5.5-5.5a4 4 0 0 0 5-5L15 12l-3-3 2.5-2.5z"/>'),
  offer: icon('<path d="M4 12l8-8h8v8l-8 8-8-8z"/><circle cx="16" cy="8" r="1"/>'),
  store: icon('<path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6"/>'),
  facebook: icon('<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z"/>'),
  instagram: icon('<rect x="4" y="4" width="16" height="16" rx="4"/><circle cx="12" cy="12" r="3.5"/>'),
  youtube: icon('<rect x="3" y="6" width="18" height="12" rx="3"/><path d="M10 9.5v5l4-2.5-4-2.5z"/>'),
  x: icon('<path d="M5 4l14 16M19 4L5 20"/>'),
  app: icon('<rect x="7" y="3" width="10" height="18" rx="2"/><path d="M11 18h2"/>'),
};

export const navLinks = [
  { label: 'Water purifiers', href: '/c/water-purifiers', iconUrl: icons.water },
  { label: 'Air purifiers', href: '/c/air-purifiers', iconUrl: icons.air },
  { label: 'Vacuum cleaners', href: '/c/vacuum-cleaners', iconUrl: icons.vacuum },
  { label: 'Service & AMC', href: '/customer-service-and-amc' },
];

export const featuredLinks = [
  { label: 'Book a free demo', href: '/bookafreehomedemo', iconUrl: icons.offer },
  { label: 'Find a store', href: '/s/stores', iconUrl: icons.store },
];

export const profileLinks = [
  { label: 'My devices', href: '/amc/my-devices', iconUrl: icons.device },
  { label: 'My orders', href: '/subscription/order/history', iconUrl: icons.orders },
  { label: 'Track service', href: '/statusTracking', iconUrl: icons.service },
];

export const socialLinks = [
  { label: 'Nirmal on Facebook', href: 'https://facebook.example/nirmal', iconUrl: icons.facebook },
  { label: 'Nirmal on Instagram', href: 'https://instagram.example/nirmal', iconUrl: icons.instagram },
  { label: 'Nirmal on YouTube', href: 'https://youtube.example/nirmal', iconUrl: icons.youtube },
  { label: 'Nirmal on X', href: 'https://x.example/nirmal', iconUrl: icons.x },
];

export const footerLinks = [
  { label: 'Terms of use', href: '/terms' },
  { label: 'Privacy policy', href: '/privacy' },
  { label: 'AMC terms', href: '/amc-new-terms-and-condition' },
  { label: 'Sitemap', href: '/sitemap' },
];

export const moreShoppingLinks = [
  { label: 'Get the Nirmal app', href: 'https://apps.example/nirmal', iconUrl: icons.app },
  { label: 'Visit a Nirmal store', href: '/s/stores', iconUrl: icons.store },
];

export const footerColumns = [
  {
    title: 'Products',
    links: [
      { label: 'Water purifiers', href: '/c/water-purifiers' },
      { label: 'Air purifiers', href: '/c/air-purifiers' },
      { label: 'Vacuum cleaners', href: '/c/vacuum-cleaners' },
    ],
  },
  {
    title: 'Service',
    links: [
      { label: 'Book a service', href: '/service' },
      { label: 'Track a request', href: '/statusTracking' },
      { label: 'AMC plans', href: '/customer-service-and-amc' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'My profile', href: '/customer/account/index' },
      { label: 'Order history', href: '/subscription/order/history' },
      { label: 'Coupons', href: '/easyrewardz/index/couponlist' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact us', href: '/contact' },
    ],
  },
];
