import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsentBanner, Dialog, NavigationProvider } from '@nirmal/design-system';
import { expectDrawnUnderDialog } from '../drawn-under-dialog.ts';

const meta = {
  component: ConsentBanner,
  args: {
    onAccept: fn(),
    onDecline: fn(),
    privacyHref: '/privacy-policy',
    placement: 'inline',
  },
  decorators: [(Story) => <NavigationProvider navigate={() => undefined}>{Story()}</NavigationProvider>],
  parameters: {
    docs: {
      description: {
        component: `Asks a visitor once whether analytics may measure their visit (India's DPDP Act 2023): until they
agree, nothing beyond what is strictly necessary is sent. The storefront shows it \`floating\` over
the bottom of the page after the first paint, so it moves nothing.

**Do**
- Give agreeing and declining the same size and place.
- Remember the answer, and ask again only when what is measured changes.

**Don't**
- Don't block the page behind it, or pre-select agreement.`,
      },
    },
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const banner = canvas.getByRole('region', { name: 'Your privacy' });
    await expect(banner).toHaveAccessibleDescription(/Nothing beyond what is strictly necessary/);
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Accept analytics' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Only necessary' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

export const Floating: Story = {
  args: { placement: 'floating' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Your privacy' })).position).toBe(
      'fixed',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const UnderADialog: Story = {
  name: 'Under a dialog',
  args: { placement: 'floating' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <>
      <ConsentBanner {...args} />
      <Dialog defaultOpen title="Sign in" description="We send a code to your mobile number." />
    </>
  ),
  play: async ({ canvas }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in' });
    await expectDrawnUnderDialog(canvas.getByRole('region', { name: 'Your privacy', hidden: true }), dialog);
  },
};
