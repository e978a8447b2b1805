import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, PromoOfferModal } from '@nirmal/design-system';

const bannerSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="#e8f1fb"/><circle cx="250" cy="80" r="56" fill="#cfe2f7"/><rect x="226" y="34" width="48" height="92" rx="10" fill="#ffffff" stroke="#0b57a4" stroke-width="3"/><path d="M250 62s-10 11-10 18a10 10 0 0 0 20 0c0-7-10-18-10-18z" fill="#0c6764"/><text x="24" y="72" font-family="sans-serif" font-size="28" font-weight="700" fill="#06386a">20% off</text><text x="24" y="102" font-family="sans-serif" font-size="16" fill="#17212b">on AMC plans</text></svg>`;
const banner = `data:image/svg+xml,${encodeURIComponent(bannerSvg)}`;

const meta = {
  component: PromoOfferModal,
  args: {
    title: 'Save 20% on Gold AMC',
    body: 'Renew or buy a Gold AMC plan this week and get 20% off, with free filter changes all year.',
    image: banner,
    imageAlt: '20% off on AMC plans',
    ctaHref: '/customer-service-and-amc',
    ctaLabel: 'View AMC plans',
    trigger: <Button variant="secondary">See offer</Button>,
    onOpenChange: fn(),
    onDismiss: fn(),
    onCtaClick: fn((event) => event.preventDefault()),
  },
  argTypes: { trigger: { control: false }, title: { control: 'text' }, body: { control: 'text' } },
  parameters: {
    docs: {
      // On the docs page each example opens in a frame of its own, not over the page.
      story: { inline: false, height: '640px' },
      description: {
        component: `A promotional offer in a modal dialog, opened by the shell's promo-offer toggle: a picture, a headline,
details, a call-to-action link and a dismiss button. Every way of closing it without the call to action calls
\`onDismiss\`, so the shell can remember not to show it again.

**Do**
- Keep the headline short and the details to one or two sentences.
- Give the picture \`imageAlt\` when it carries words (a discount), or leave it empty when decorative.

**Don't**
- Open it over a task in progress (checkout, payment, sign-in).
- Show it again in the same visit after \`onDismiss\`.`,
      },
    },
  },
} satisfies Meta<typeof PromoOfferModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'See offer' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Save 20% on Gold AMC' });
    await expect(screen.getByRole('img', { name: '20% off on AMC plans' })).toBeVisible();
    await expect(dialog).toHaveTextContent('free filter changes all year');
    const cta = screen.getByRole('link', { name: 'View AMC plans' });
    await expect(cta).toHaveAttribute('href', '/customer-service-and-amc');
    await userEvent.click(cta);
    await expect(args.onCtaClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Dismiss: Story = {
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeDismisses: Story = {
  name: 'Escape dismisses',
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithoutImage: Story = {
  name: 'Without image',
  args: { defaultOpen: true, image: undefined },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
