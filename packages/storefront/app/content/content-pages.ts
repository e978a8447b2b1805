import type { ContentPageSlug } from '@nirmal/domain/contract';

/** How the site names each content page in its lists (the page's own title comes with its content). */
export const CONTENT_PAGE_NAMES: Record<ContentPageSlug, string> = {
  'about-us': 'About us',
  'contact-us': 'Contact us',
  careers: 'Careers',
  'customer-service-and-amc': 'Customer service and AMC',
  'amc-new-terms-and-condition': 'AMC terms and conditions',
  'privacy-policy': 'Privacy policy',
  'terms-of-use': 'Terms of use',
};
