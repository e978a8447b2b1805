import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProfileSection, Stack } from '@nirmal/design-system';
import { primaryUser, secondaryUsers } from './accountFixtures.ts';

const meta = {
  component: ProfileSection,
  args: {
    primaryName: primaryUser.name,
    primaryPhone: primaryUser.phone,
    secondaryUsers,
    email: 'priya.sharma@example.in',
    onEditPrimaryName: fn(),
    onAddSecondaryUser: fn(),
    onEditSecondaryUser: fn(),
    onRemoveSecondaryUser: fn(),
    onAddEmail: fn(),
    onEditEmail: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `The account page's people and email: blocks headed PRIMARY USER, SECONDARY USER and EMAIL. It shows the primary user's full name and mobile number (the contact marked primary, written +91 98765 43210), the secondary users and the email, with "No secondary user added" / "No email added" when empty. Each edit or add button only reports which dialog to open: pair it with \`ProfileEditDialog\` in the matching mode (\`editPrimaryUser\`, \`editSecondaryUser\` with \`intent\` add or edit, \`editEmail\`).

**Do**
- Build \`primaryName\` from first plus last name and \`primaryPhone\` from the contact with \`isPrimary\`.
- After a successful save, show the Toast "Profile updated successfully. Changes will reflect in a few seconds." and refetch.
- Confirm a removal in a dialog before calling the server: \`onRemoveSecondaryUser\` only reports who.
- Leave out a callback to hide its button (e.g. agents who may not edit).

**Don't**
- Don't list the primary user again among the secondary users: the sign-in number is never removed.
- Don't format phone numbers before passing them; the component adds +91 and the grouping.`,
      },
    },
  },
} satisfies Meta<typeof ProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'PRIMARY USER' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'SECONDARY USER' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'EMAIL' })).toBeVisible();
    const primary = canvas.getByRole('group', { name: 'PRIMARY USER' });
    await expect(within(primary).getByText('Priya Sharma')).toBeVisible();
    await expect(within(primary).getByText('+91 98765 43210')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit primary user name' }));
    await expect(args.onEditPrimaryName).toHaveBeenCalledTimes(1);

    const secondary = canvas.getByRole('group', { name: 'SECONDARY USER' });
    await expect(within(secondary).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(secondary).getByText('+91 70123 45678')).toBeVisible();
    await userEvent.click(within(secondary).getByRole('button', { name: 'Edit Kamala Devi' }));
    await expect(args.onEditSecondaryUser).toHaveBeenCalledWith(secondaryUsers[1]);
    await userEvent.click(within(secondary).getByRole('button', { name: 'Add secondary user' }));
    await expect(args.onAddSecondaryUser).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Edit email' }));
    await expect(args.onEditEmail).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Add email' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { secondaryUsers: [], email: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No secondary user added')).toBeVisible();
    await expect(canvas.getByText('No email added')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit email' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add email' }));
    await expect(args.onAddEmail).toHaveBeenCalledTimes(1);
  },
};

export const RemovingASecondaryUser: Story = {
  name: 'Removing a secondary user',
  play: async ({ canvas, userEvent, args }) => {
    const secondary = canvas.getByRole('group', { name: 'SECONDARY USER' });
    await userEvent.click(within(secondary).getByRole('button', { name: 'Remove Kamala Devi' }));
    await expect(args.onRemoveSecondaryUser).toHaveBeenCalledWith(secondaryUsers[1]);
    // The primary user has no remove button: it is the number the account signs in with.
    const primary = canvas.getByRole('group', { name: 'PRIMARY USER' });
    await expect(within(primary).queryByRole('button', { name: /remove/i })).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LimitReached: Story = {
  name: 'Limit reached',
  args: { maxSecondaryUsers: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add secondary user' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: {
    onEditPrimaryName: undefined,
    onAddSecondaryUser: undefined,
    onEditSecondaryUser: undefined,
    onRemoveSecondaryUser: undefined,
    onAddEmail: undefined,
    onEditEmail: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Rahul Sharma')).toBeVisible();
  },
};

export const KeyboardOrder: Story = {
  name: 'Keyboard order',
  args: { secondaryUsers: secondaryUsers.slice(0, 1) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit primary user name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Rahul Sharma' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditSecondaryUser).toHaveBeenCalledWith(secondaryUsers[0]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Rahul Sharma' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit email' })).toHaveFocus();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <ProfileSection {...args} />
      <ProfileSection {...args} headingLevel={3} secondaryUsers={[]} email={undefined} />
    </Stack>
  ),
};
