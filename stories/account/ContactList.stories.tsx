import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button, ContactList, Stack } from '@nirmal/design-system';
import { contacts, primaryUser, secondaryUsers } from './accountFixtures.ts';

const meta = {
  component: ContactList,
  // Given with the primary last, to show it is listed first anyway.
  args: { contacts: [...secondaryUsers, primaryUser], onEdit: fn(), onRemove: fn() },
  argTypes: { renderActions: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `The people on an account (the profile's \`contacts\`): name and mobile number written +91 98765 43210, the primary user (the sign-in number, \`isPrimary\`) listed first and marked "Primary". Rows carry edit and remove buttons when you pass \`onEdit\` / \`onRemove\` (the primary contact cannot be removed), and any other actions through \`renderActions\`. Buttons show "Edit" / "Remove" and are named for their contact ("Edit Rahul Sharma").

**Do**
- Open ProfileEditDialog (\`editSecondaryUser\`, intent \`edit\`) from \`onEdit\`.
- Confirm a removal before calling the API; it cannot be undone.

**Don't**
- Don't format the phone numbers yourself; pass them as stored.
- Don't use it for addresses or devices; it is for people.`,
      },
    },
  },
} satisfies Meta<typeof ContactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Contacts' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // The primary contact comes first, marked, with no remove button.
    const primaryRow = rows[0] as HTMLElement;
    await expect(primaryRow).toHaveTextContent('Priya SharmaPrimary+91 98765 43210');
    await expect(within(primaryRow).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(within(primaryRow).getByRole('button', { name: 'Edit Priya Sharma' }));
    await expect(args.onEdit).toHaveBeenCalledWith(primaryUser);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Kamala Devi' }));
    await expect(args.onRemove).toHaveBeenCalledWith(secondaryUsers[1]);
    await expect(canvas.getByText('+91 91234 56780')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { contacts, onEdit: undefined, onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CustomActions: Story = {
  name: 'Custom actions',
  args: {
    contacts,
    onRemove: undefined,
    renderActions: (contact) =>
      contact.isPrimary ? null : (
        <Button variant="tertiary" size="sm" aria-label={`Make primary, ${contact.name}`}>
          Make primary
        </Button>
      ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Make primary, Priya Sharma' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Priya Sharma' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(secondaryUsers[0]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Make primary, Rahul Sharma' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { contacts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No contacts added')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={5}>
      <ContactList {...args} label="Contacts with actions" />
      <ContactList {...args} label="Contacts, read only" onEdit={undefined} onRemove={undefined} />
      <ContactList {...args} contacts={[primaryUser]} label="Primary only" />
    </Stack>
  ),
};
