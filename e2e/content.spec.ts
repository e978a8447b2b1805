import { expect, test } from '@playwright/test';

/** Each footer link to a content page, and the heading of the page it opens. */
const FOOTER_PAGES = [
  { link: 'About Us', path: '/about-us', heading: 'About Nirmal' },
  { link: 'Contact Us', path: '/contact-us', heading: 'Contact us' },
  { link: 'Careers', path: '/careers', heading: 'Careers at Nirmal' },
  { link: 'Privacy Policy', path: '/privacy-policy', heading: 'Privacy policy' },
  { link: 'Terms of Use', path: '/terms-of-use', heading: 'Terms of use' },
  {
    link: 'AMC Terms and Conditions',
    path: '/amc-new-terms-and-condition',
    heading: 'AMC terms and conditions',
  },
  { link: 'Compare AMC Plans', path: '/customer-service-and-amc', heading: 'Customer service and AMC' },
  { link: 'Find a Store', path: '/stores', heading: 'Find a store' },
  { link: 'Sitemap', path: '/sitemap', heading: 'Sitemap' },
  { link: 'Blog', path: '/blog', heading: 'Nirmal blog' },
];

for (const { link, path, heading } of FOOTER_PAGES) {
  test(`the footer's ${link} link opens its page`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).first().click();

    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('content pages are server-rendered with their title and description, and links that work', async ({
  page,
}) => {
  const response = await page.goto('/contact-us');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Contact us | Nirmal');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Call, WhatsApp or write/,
  );
  const main = page.getByRole('main');
  // The helpline and the email are the configured ones (HELPLINE_NUMBER, SUPPORT_EMAIL): demo defaults here.
  await expect(main.getByRole('link', { name: '1800 123 4567', exact: true })).toHaveAttribute(
    'href',
    'tel:18001234567',
  );
  await expect(main.getByRole('link', { name: 'care@nirmal.in', exact: true })).toHaveAttribute(
    'href',
    'mailto:care@nirmal.in',
  );
  await expect(main).not.toContainText('.example');
  await expect(main.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute(
    'href',
    'https://wa.me/918069151515?text=Hi',
  );
});

test('the blog opens a post from its link, and the post leads back to the blog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nirmal blog');

  const title = 'RO or UV: which water purifier does your home need?';
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL('/blog/ro-or-uv-which-water-purifier');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Start with the TDS of your water' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Nirmal blog`);

  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('the sitemap lists categories, content pages and account pages', async ({ page }) => {
  await page.goto('/sitemap');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Water purifiers', exact: true })).toHaveAttribute(
    'href',
    '/c/water-purifiers',
  );
  await expect(main.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(main.getByRole('link', { name: 'My devices' })).toHaveAttribute('href', '/amc/my-devices');
  await expect(main.getByRole('link', { name: 'My account' })).toHaveAttribute(
    'href',
    '/customer/account/index',
  );
});

test("an unknown blog post is the site's not-found page", async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText('Oops! We cannot seem to get you to the page you are looking for.'),
  ).toBeVisible();
});

test('/bookafreehomedemo is the home-demo form, open to visitors (e2e/demo.spec.ts books one)', async ({
  page,
}) => {
  const response = await page.goto('/bookafreehomedemo');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a free home demo');
});
