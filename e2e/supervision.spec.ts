import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addAddress, payFromCheckout, toCheckout } from './checkout-steps.ts';
import { e2e, payInSandbox } from './system.ts';

// commerce-api killed outright (SIGKILL: the kernel's out-of-memory killer, a crash) in the middle
// of a customer's checkout, under `pnpm start`'s supervision, as the journeys' system runs: the
// storefront keeps serving its shell with the §8 fallback, the supervisor starts commerce-api again,
// and the customer pays the order they had placed.

/** The process listening on a TCP port (Linux: its socket in /proc/net, then the process holding it). */
function listenerOf(port: number): number {
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
      readFileSync(table, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        // local_address ends with the port; state 0A is LISTEN; the 10th field is the socket's inode.
        .filter((fields) => fields[1]?.endsWith(portHex) && fields[3] === '0A')
        .map((fields) => `socket:[${fields[9]}]`),
    ),
  );
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) return Number(pid);
    } catch {
      // A process that ended meanwhile, or one of another user.
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}

test('commerce-api killed mid-checkout: the shop keeps its shell, the supervisor restarts it, the order is paid once', async ({
  page,
}) => {
  test.skip(process.platform !== 'linux', 'finds the process by its port in /proc');
  test.setTimeout(120_000);
  await toCheckout(page, '9000000251');
  await addAddress(page);
  await payFromCheckout(page);
  const paymentPage = page.url();

  const killed = listenerOf(e2e.ports.api);
  process.kill(killed, 'SIGKILL');
  const down = performance.now();

  // While it is away: the storefront answers, every page in the site's frame, saying what is missing.
  // A search no one has made yet (category listings are shared for 30 s, and outlive the API).
  const response = await page.goto(`/search?q=${encodeURIComponent(`purifier ${Date.now()}`)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Products could not be loaded');

  // The supervisor starts it again by itself: a new process, ready.
  await expect
    .poll(async () => (await fetch(`${e2e.api}/readyz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  expect(listenerOf(e2e.ports.api)).not.toBe(killed);
  console.log(`commerce-api SIGKILLed: ready again after ${Math.round(performance.now() - down)} ms`);

  // The storefront finds it again (its circuit tries once more within 5 s): products are back.
  await expect(async () => {
    await page.goto('/c/water-purifiers');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Purifier/ })
        .first(),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });

  // The order placed before the kill was kept: paying it now makes one paid order.
  await page.goto(paymentPage);
  await payInSandbox(page, 'Razorpay');
  await page.goto('/ecom/orders');
  await expect(page.getByRole('article', { name: /^Order / })).toHaveCount(1);
  await expect(page.getByRole('article', { name: /^Order / })).toContainText('Confirmed');
});
