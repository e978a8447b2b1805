import { expect, test } from '@playwright/test';
import { e2e, hydrated } from './system.ts';

const EVENTS = '/api/public/limechat/cvf-events';

test('the chat loads when its launcher is first pressed, and posts opening, a message and closing', async ({
  page,
}) => {
  const chatCode: string[] = [];
  const events: { type: string; path: string; status: number }[] = [];
  page.on('request', (request) => {
    if (/\/ChatWidget-[^/]+\.js$/.test(request.url())) chatCode.push(request.url());
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith(EVENTS)) return;
    const body = response.request().postDataJSON() as { type: string; path: string };
    events.push({ type: body.type, path: body.path, status: response.status() });
  });
  await page.goto('/c/water-purifiers');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(chatCode).toEqual([]);

  const launcher = page.getByRole('button', { name: 'Chat with us' });
  const pressedAt = Date.now();
  await launcher.click();
  const chat = page.getByRole('region', { name: 'Chat with Nirmal' });
  await expect(chat).toBeVisible();
  test.info().annotations.push({
    type: 'chat shown after its launcher was pressed (ms)',
    description: String(Date.now() - pressedAt),
  });
  expect(chatCode).toHaveLength(1);
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(chat.getByRole('textbox', { name: 'Your message' })).toBeFocused();

  await chat
    .getByRole('textbox', { name: 'Your message' })
    .fill('Which purifier is right for borewell water?');
  await chat.getByRole('button', { name: 'Send' }).click();
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('Which purifier is right for borewell water?');
  await expect(log).toContainText('A Nirmal expert will reply here shortly');

  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect.poll(() => events.map(({ type }) => type)).toEqual(['opened', 'message_sent', 'closed']);
  expect(events.every(({ path, status }) => path === '/c/water-purifiers' && status === 200)).toBe(true);
});

test('a chat whose events cannot be posted says so in the chat alone', async ({ page }) => {
  await page.route(`**${EVENTS}`, (route) => route.abort());
  await page.goto('/c/water-purifiers');
  await hydrated(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Nirmal' });
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Hello?');
  await chat.getByRole('button', { name: 'Send' }).click();

  await expect(chat.getByText(/We could not send your message/)).toBeVisible();
  await expect(chat.getByRole('log')).toContainText('Hello?');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.getByRole('alert').filter({ hasNotText: 'We could not send your message' })).toHaveCount(
    0,
  );
});

test('the mobile app’s webview shows no chat, and neither do the pages of paying or signing in', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);

  await context.addCookies([{ name: 'nirmal_client', value: 'flutter', url: e2e.storefront }]);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});
