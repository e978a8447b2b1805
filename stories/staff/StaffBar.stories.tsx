import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack, StaffBar, staffRoles } from '@nirmal/design-system';

const meta = {
  component: StaffBar,
  args: { name: 'Kavya Rao', staffRole: 'call-centre', hubCode: null, onSignOut: fn() },
  argTypes: { staffRole: { control: 'select', options: staffRoles }, hubCode: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component: `Who is signed in on an agent page (\`/amc/cc/agent\`, \`/amc/cro/agent\`): the staff member's
name, role and hub (a call-centre agent serves every hub, a CRO one), and Sign out.

Sign out is a submit button (\`name="intent"\`, \`value="sign-out"\`): put the bar inside a form that posts to
the page's action and it signs out before JavaScript arrives; \`onSignOut\` hears the click.`,
      },
    },
  },
} satisfies Meta<typeof StaffBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole('region', { name: 'Signed in as staff' });
    await expect(bar).toHaveAttribute('data-nirmal-id', 'StaffBar');
    await expect(bar).toHaveTextContent('Kavya Rao');
    await expect(bar).toHaveTextContent('RoleCall centre');
    await expect(bar).toHaveTextContent('HubAll hubs');
    const signOut = canvas.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toHaveAttribute('type', 'submit');
    await expect(signOut).toHaveAttribute('value', 'sign-out');
    await userEvent.click(signOut);
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Cro: Story = {
  name: 'CRO of one hub',
  args: { name: 'Imran Shaikh', staffRole: 'cro', hubCode: 'PNQ-02' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region');
    await expect(bar).toHaveTextContent('RoleCRO');
    await expect(bar).toHaveTextContent('HubPNQ-02');
  },
};

export const SigningOut: Story = {
  name: 'Signing out',
  args: { signingOut: true },
  play: async ({ canvas, userEvent, args }) => {
    const signOut = canvas.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(signOut);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={3}>
      {/* Landmarks on one page need names of their own. */}
      <StaffBar {...args} label="Call-centre agent" />
      <StaffBar {...args} label="CRO of PNQ-02" name="Imran Shaikh" staffRole="cro" hubCode="PNQ-02" />
      <StaffBar
        {...args}
        label="CRO of BLR-05"
        name="Lata Menon"
        staffRole="cro"
        hubCode="BLR-05"
        signingOut
      />
    </Stack>
  ),
};
