import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { ArrowRightIcon, Button, CheckCircleIcon, Stack, theme } from '@nirmal/design-system';

const meta = {
  component: Button,
  args: { children: 'Book a service', onClick: fn() },
  argTypes: {
    startIcon: { control: false },
    endIcon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `Starts an action: submit a form, add to cart, book a service. Use a \`Link\` for navigation, even
when it should look like a button. \`primary\` is the one main action of a view; \`secondary\` sits beside it
(View plans), \`tertiary\` is for low-emphasis actions (Skip for now, Back) and \`danger\` for what destroys or
cannot be undone (Cancel booking). \`sm\` suits dense rows, \`lg\` a page's hero action; every size keeps the
24 px target. \`fullWidth\` is for the main action at 360 px, where the thumb is.

**Do**
- Write the label as a verb for what happens: "Book a service", "Add to cart", "Verify".
- Set \`loading\` while the request runs: it shows a spinner, sets \`aria-busy\` and ignores presses while
  keeping focus on the button.
- Use \`type="submit"\` only for the button that submits its form; the default is a plain button.

**Don't**
- Put two \`primary\` buttons in one view, or use \`danger\` for an ordinary Cancel.
- Disable the button to stop double submits: use \`loading\`, or say in an error why the action cannot run.
- Leave an icon-only button here without a label: use \`IconButton\`, which is named by \`label\`.`,
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Book a service' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-nirmal-id', 'Button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'View plans' } };
export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Skip for now' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel booking' } };

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const WithIcons: Story = {
  name: 'With icons',
  args: { startIcon: <CheckCircleIcon />, endIcon: <ArrowRightIcon />, children: 'Confirm slot' },
  play: async ({ canvas }) => {
    // Icons are decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Confirm slot' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Sending OTP' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending OTP' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A screen reader hears the state when it starts, and with the button when it reaches it.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(button).toHaveAccessibleDescription('Loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable, so a keyboard user does not lose their place while it works.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Book a service' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  name: 'Full width',
  args: { fullWidth: true, children: 'Continue' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const KeyboardActivation: Story = {
  name: 'Keyboard activation',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const variants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" gap={3} align="center" wrap>
          {sizes.map((size) => (
            <Button {...args} key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} variant={variant} startIcon={<CheckCircleIcon />}>
            With icon
          </Button>
          <Button {...args} variant={variant} loading>
            Loading
          </Button>
          <Button {...args} variant={variant} disabled>
            Disabled
          </Button>
        </Stack>
      ))}
    </Stack>
  ),
};

// A consumer's styled(Button) wins over the variant's look: the design system's state selectors sit
// in :where(), so they weigh no more than the component's own class.
const AccentButton = styled(Button)`
  background: ${theme.color.accent};
  color: ${theme.color.textInverse};
`;

export const RestyledByAConsumer: Story = {
  name: 'Restyled by a consumer',
  render: (args) => (
    <Stack direction="row" gap={3}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <AccentButton {...args} variant="primary">
        Accent
      </AccentButton>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const primary = getComputedStyle(canvas.getByRole('button', { name: 'Primary' })).backgroundColor;
    const accent = canvas.getByRole('button', { name: 'Accent' });
    await expect(accent).toHaveAttribute('data-variant', 'primary');
    await expect(getComputedStyle(accent).backgroundColor).not.toBe(primary);
    // The accent token, resolved by the browser on a plain element.
    const probe = document.createElement('span');
    probe.style.color = theme.color.accent;
    accent.after(probe);
    const accentColour = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(accent).backgroundColor).toBe(accentColour);
  },
};
