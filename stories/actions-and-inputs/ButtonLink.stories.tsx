import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ArrowRightIcon, ButtonLink, NavigationProvider, Stack } from '@nirmal/design-system';

const navigate = fn();

const meta = {
  component: ButtonLink,
  args: { href: '/amc-plans/?id=AST-100102', children: 'Renew plan', onClick: fn() },
  argTypes: {
    startIcon: { control: false },
    endIcon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `A link that looks like a Button, for the one navigation that is a page's next step:
"Renew plan" on a device, "Choose a plan", "Pay". It is a real \`<a href>\`, so it works before
the JavaScript has loaded, opens in a new tab on middle-click, and is announced as a link.

**Do**
- Use it when pressing it takes the customer to another page.
- Keep one \`primary\` per view, as with Button.

**Don't**
- Don't use it for actions that change something (submit, cancel, add to cart): use a Button.`,
      },
    },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Renew plan' });
    await expect(link).toHaveAttribute('href', '/amc-plans/?id=AST-100102');
    await expect(link).toHaveAttribute('data-nirmal-id', 'ButtonLink');
    await expect(link).toHaveAttribute('data-variant', 'primary');
    // A same-site click goes through the app's router, not a page load.
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/amc-plans/?id=AST-100102');
  },
};

export const ByKeyboard: Story = {
  decorators: Playground.decorators,
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Renew plan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/amc-plans/?id=AST-100102');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack gap={3}>
      <Stack direction="row" gap={3} wrap align="center">
        <ButtonLink {...args} variant="primary">
          Renew plan
        </ButtonLink>
        <ButtonLink {...args} variant="secondary">
          Compare plans
        </ButtonLink>
        <ButtonLink {...args} variant="tertiary">
          All my devices
        </ButtonLink>
      </Stack>
      <Stack direction="row" gap={3} wrap align="center">
        <ButtonLink {...args} size="sm">
          Small
        </ButtonLink>
        <ButtonLink {...args} size="md">
          Medium
        </ButtonLink>
        <ButtonLink {...args} size="lg" endIcon={<ArrowRightIcon />}>
          Large, with an icon
        </ButtonLink>
      </Stack>
      <ButtonLink {...args} fullWidth>
        Full width on a phone
      </ButtonLink>
    </Stack>
  ),
};
