import type {
  AppConfigAttributes,
  FooterContent,
  HeaderContent,
  HomePage,
  PromoOffer,
} from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { iconMedia } from './icons.ts';
import { BLOG_PREFIX } from './queries.ts';
import { blogPosts } from './seed-blog.ts';
import { contentPages } from './seed-pages.ts';
import { cities, stores } from './seed-stores.ts';

const headerContent: HeaderContent = {
  nav: [
    { id: 1, label: 'Water Purifiers', href: '/c/water-purifiers', icon: iconMedia('waterPurifier') },
    { id: 2, label: 'Air Purifiers', href: '/c/air-purifiers', icon: iconMedia('airPurifier') },
    { id: 3, label: 'Vacuum Cleaners', href: '/c/vacuum-cleaners', icon: iconMedia('vacuumCleaner') },
    { id: 4, label: 'Service & AMC', href: '/customer-service-and-amc', icon: iconMedia('service') },
  ],
  profile: [
    { id: 11, label: 'My Account', href: '/customer/account/index', icon: iconMedia('account') },
    { id: 12, label: 'My Devices', href: '/amc/my-devices', icon: iconMedia('devices') },
    { id: 13, label: 'My Orders', href: '/ecom/orders', icon: iconMedia('orders') },
  ],
  featured: [
    { id: 21, label: 'Book a Free Demo', href: '/bookafreehomedemo', icon: iconMedia('demo') },
    { id: 22, label: 'Offers', href: '/easyrewardz/index/couponlist', icon: iconMedia('offers') },
  ],
};

const footerContent: FooterContent = {
  socialLinks: [
    { id: 31, label: 'Facebook', href: 'https://www.facebook.com/nirmalhome', icon: iconMedia('facebook') },
    {
      id: 32,
      label: 'Instagram',
      href: 'https://www.instagram.com/nirmalhome',
      icon: iconMedia('instagram'),
    },
    { id: 33, label: 'YouTube', href: 'https://www.youtube.com/@nirmalhome', icon: iconMedia('youtube') },
    { id: 34, label: 'X', href: 'https://x.com/nirmalhome', icon: iconMedia('x') },
    {
      id: 35,
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/nirmalhome',
      icon: iconMedia('linkedin'),
    },
  ],
  footerLinks: [
    { id: 41, label: 'Privacy Policy', href: '/privacy-policy' },
    { id: 42, label: 'Terms of Use', href: '/terms-of-use' },
    { id: 43, label: 'AMC Terms and Conditions', href: '/amc-new-terms-and-condition' },
    { id: 44, label: 'Sitemap', href: '/sitemap' },
  ],
  moreShoppingLinks: [
    { id: 51, label: 'Book a Free Demo', href: '/bookafreehomedemo', icon: iconMedia('demo') },
    { id: 52, label: 'Find a Store', href: '/stores', icon: iconMedia('store') },
    { id: 53, label: 'Offers and Coupons', href: '/easyrewardz/index/couponlist', icon: iconMedia('offers') },
  ],
  columns: [
    {
      id: 61,
      title: 'Shop',
      list: [
        {
          id: 611,
          label: 'Water Purifiers',
          links: [
            { id: 6111, label: 'RO + UV Purifiers', href: '/c/water-purifiers/ro-uv' },
            { id: 6112, label: 'UV Purifiers', href: '/c/water-purifiers/uv' },
            { id: 6113, label: 'Under-sink Purifiers', href: '/c/water-purifiers/under-sink' },
          ],
        },
        {
          id: 612,
          label: 'Air Purifiers',
          links: [
            { id: 6121, label: 'For Living Rooms', href: '/c/air-purifiers/living-room' },
            { id: 6122, label: 'For Bedrooms', href: '/c/air-purifiers/bedroom' },
          ],
        },
        {
          id: 613,
          label: 'Vacuum Cleaners',
          links: [
            { id: 6131, label: 'Robotic Vacuum Cleaners', href: '/c/vacuum-cleaners/robotic' },
            { id: 6132, label: 'Handheld Vacuum Cleaners', href: '/c/vacuum-cleaners/handheld' },
            { id: 6133, label: 'Wet and Dry Vacuum Cleaners', href: '/c/vacuum-cleaners/wet-and-dry' },
          ],
        },
      ],
    },
    {
      id: 62,
      title: 'Service & Support',
      list: [
        {
          id: 621,
          label: 'Service',
          links: [
            { id: 6211, label: 'Book a Service', href: '/service' },
            { id: 6212, label: 'Track a Service Request', href: '/statusTracking' },
            { id: 6213, label: 'My Devices', href: '/amc/my-devices' },
          ],
        },
        {
          id: 622,
          label: 'AMC Plans',
          links: [
            { id: 6221, label: 'Compare AMC Plans', href: '/customer-service-and-amc' },
            { id: 6222, label: 'AMC Terms and Conditions', href: '/amc-new-terms-and-condition' },
          ],
        },
      ],
    },
    {
      id: 63,
      title: 'Nirmal',
      list: [
        {
          id: 631,
          label: 'Company',
          links: [
            { id: 6311, label: 'About Us', href: '/about-us' },
            { id: 6312, label: 'Careers', href: '/careers' },
            { id: 6313, label: 'Blog', href: '/blog' },
            { id: 6314, label: 'Contact Us', href: '/contact-us' },
          ],
        },
      ],
    },
  ],
};

/**
 * Publishing timestamps come from the content row, the care contacts from the configuration
 * (HELPLINE_NUMBER, SUPPORT_EMAIL), not from this document.
 */
const appConfigContent: Omit<
  AppConfigAttributes,
  'createdAt' | 'publishedAt' | 'supportPhone' | 'supportEmail'
> = {
  whatsappNumber: '918069151515',
  // Not a WebEngage licence: the storefront's stand-in accepts any key (see migration 150).
  webEngageLicenseCode: 'nirmal-demo',
};

/** Shown once to each visitor of the home page; migration 156 adds it to a home page seeded before. */
const PROMO_OFFER: PromoOffer = {
  id: 47,
  title: 'Up to ₹3,000 off with exchange',
  text: 'Give us your old water purifier, whatever its brand, and get up to ₹3,000 off a new Nirmal one.',
  link: { id: 48, label: 'Choose a water purifier', href: '/c/water-purifiers' },
};

const homeContent: HomePage = {
  hero: {
    title: 'Clean water and clean air, looked after',
    text: 'Buy purifiers and vacuum cleaners, renew the annual maintenance plan of your devices and book a service visit at a time that suits you.',
    action: { id: 31, label: 'Shop water purifiers', href: '/c/water-purifiers' },
  },
  offers: [
    {
      id: 41,
      title: 'Exchange your old purifier',
      text: 'Get up to ₹3,000 off a new water purifier when you give us your old one, whatever its brand.',
      link: { id: 42, label: 'Choose a water purifier', href: '/c/water-purifiers' },
    },
    {
      id: 43,
      title: 'Free installation',
      text: 'Our technician installs every water and air purifier at home, free in the cities we serve.',
      link: { id: 44, label: 'See air purifiers', href: '/c/air-purifiers' },
    },
    {
      id: 45,
      title: 'Robotic cleaners for busy homes',
      text: 'Map, vacuum and mop every room on a schedule while you are out.',
      link: { id: 46, label: 'See robotic cleaners', href: '/c/vacuum-cleaners/robotic' },
    },
  ],
  promoOffer: PROMO_OFFER,
};

const DAY_MS = 86_400_000;

export async function seedContent(db: Queryable, now: Date): Promise<void> {
  const documents: [slug: string, document: unknown, publishedAt: Date][] = [
    ['header', headerContent, now],
    ['footer', footerContent, now],
    ['app-config', appConfigContent, now],
    ['home', homeContent, now],
    ['stores', stores, now],
    ['cities', cities, now],
    ...Object.entries(contentPages).map(([slug, page]): [string, unknown, Date] => [slug, page, now]),
    ...blogPosts.map(({ id, daysAgo, document }): [string, unknown, Date] => [
      `${BLOG_PREFIX}${id}`,
      document,
      new Date(now.getTime() - daysAgo * DAY_MS),
    ]),
  ];
  for (const [slug, document, publishedAt] of documents) {
    await db.query(
      `INSERT INTO content_documents (slug, document, created_at, published_at) VALUES ($1, $2::text::jsonb, $3, $3)
       ON CONFLICT DO NOTHING`,
      [slug, JSON.stringify(document), publishedAt],
    );
  }
}
