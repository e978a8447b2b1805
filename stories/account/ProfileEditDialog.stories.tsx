import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  Button,
  ProfileEditDialog,
  ProfileSection,
  Toast,
  Toaster,
  type ProfileContact,
  type ProfileEditDialogProps,
  type ProfileEditMode,
  type ProfileEditValues,
} from '@nirmal/design-system';
import { primaryUser, rahul, secondaryUsers } from './accountFixtures.ts';

const meta = {
  component: ProfileEditDialog,
  args: {
    mode: 'editSecondaryUser',
    intent: 'add',
    trigger: <Button variant="secondary">Open</Button>,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, error: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component: `Edits one profile detail in a dialog, by \`mode\`:

| mode | intent | title | fields |
|---|---|---|---|
| \`editPrimaryUser\` | — | Edit primary user name | first name, last name (optional) |
| \`editSecondaryUser\` | \`add\` / \`edit\` | Add secondary user / Edit secondary user | name, mobile number (+91, 10 digits) |
| \`editEmail\` | \`add\` / \`edit\` | Add email / Edit email | email address |

It validates on Save (required fields, names in letters of any script, a 10-digit mobile number starting 6–9, an email with a domain), shows each message under its field, moves focus to the first field in error and re-checks a field as it is corrected. Valid values go to \`onSubmit\` trimmed, the phone as its ten digits. The dialog does not save: set \`pending\` while your call runs, \`error\` if it fails, and on success close it and show the Toast **"Profile updated successfully. Changes will reflect in a few seconds."**. The form starts afresh each time the dialog opens.

**Do**
- Open it from the matching ProfileSection button and pass the current values in \`initialValues\`.
- Keep it open and pass \`error\` when the save fails, so nothing typed is lost.
- Show the success toast from the page, after closing the dialog.

**Don't**
- Don't close the dialog before the save succeeds.
- Don't prefix +91 to \`initialValues.phone\` yourself or expect it in \`onSubmit\`; the field shows it.`,
      },
    },
  },
} satisfies Meta<typeof ProfileEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Opens the dialog from its trigger and returns it. */
const open = async ({ canvas, userEvent }: PlayContext, name: string) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog', { name });
};

export const Playground: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await open(context, 'Add secondary user');
    const body = within(dialog);
    const name = body.getByRole('textbox', { name: /Name/ });
    const phone = body.getByRole('textbox', { name: /Mobile number/ });
    // Focus starts in the first field.
    await waitFor(() => expect(name).toHaveFocus());

    // Save with nothing filled: both messages show and focus goes to the first field.
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription('Enter the name');
    await expect(phone).toHaveAccessibleDescription('+91 10-digit mobile number Enter the mobile number');
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, '  Rahul Sharma ');
    await expect(body.queryByText('Enter the name')).toBeNull();
    await userEvent.type(phone, '98765');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
    await expect(phone).toHaveFocus();
    // Only digits, at most ten.
    await userEvent.type(phone, '-43210999');
    await expect(phone).toHaveValue('9876543210');
    // Enter in any field submits.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'editSecondaryUser',
      name: 'Rahul Sharma',
      phone: '9876543210',
    });
  },
};

export const EditPrimaryUserName: Story = {
  name: 'Edit primary user name',
  args: { mode: 'editPrimaryUser', initialValues: { firstName: 'Priya', lastName: 'Sharma' } },
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await open(context, 'Edit primary user name');
    const body = within(dialog);
    const firstName = body.getByRole('textbox', { name: /First name/ });
    await expect(firstName).toHaveValue('Priya');
    await expect(body.getByRole('textbox', { name: 'Last name' })).toHaveValue('Sharma');
    await userEvent.clear(firstName);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText('Enter the first name')).toBeVisible();
    await userEvent.type(firstName, 'Priyanka');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'editPrimaryUser',
      firstName: 'Priyanka',
      lastName: 'Sharma',
    });
  },
};

export const EditSecondaryUser: Story = {
  name: 'Edit secondary user',
  args: { intent: 'edit', initialValues: { name: rahul.name, phone: rahul.phone } },
  play: async (context) => {
    const dialog = await open(context, 'Edit secondary user');
    // The stored '+91 91234 56780' is edited as its ten digits next to the +91 prefix.
    await expect(within(dialog).getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9123456780');
  },
};

export const AddEmail: Story = {
  name: 'Add email',
  args: { mode: 'editEmail', intent: 'add' },
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await open(context, 'Add email');
    const body = within(dialog);
    const email = body.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'priya@example');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(body.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await userEvent.type(email, '.in');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'editEmail', email: 'priya@example.in' });
  },
};

export const EditEmailSaving: Story = {
  name: 'Edit email saving',
  args: {
    mode: 'editEmail',
    intent: 'edit',
    initialValues: { email: 'priya.sharma@example.in' },
    pending: true,
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = await open(context, 'Edit email');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  name: 'Save failed',
  args: {
    mode: 'editEmail',
    intent: 'edit',
    initialValues: { email: 'priya.sharma@example.in' },
    error: 'Something went wrong. Please try again later.',
  },
  play: async (context) => {
    const dialog = await open(context, 'Edit email');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Email address/ })).toHaveValue(
      'priya.sharma@example.in',
    );
  },
};

export const CancelStartsAfresh: Story = {
  name: 'Cancel starts afresh',
  args: { mode: 'editEmail', intent: 'add' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    let dialog = await open(context, 'Add email');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'draft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Open' })).toHaveFocus();
    dialog = await open(context, 'Add email');
    await expect(within(dialog).getByRole('textbox', { name: /Email address/ })).toHaveValue('');
  },
};

type Editing = { mode: ProfileEditMode; intent: 'add' | 'edit'; contact?: ProfileContact } | undefined;

/** The whole account flow: ProfileSection opens the dialog, the save "succeeds", a toast confirms. */
function AccountProfile({ onSubmit }: Pick<ProfileEditDialogProps, 'onSubmit'>) {
  const [editing, setEditing] = useState<Editing>();
  const [email, setEmail] = useState<string | undefined>();
  const [toast, setToast] = useState(false);
  const save = (values: ProfileEditValues) => {
    onSubmit(values);
    if (values.mode === 'editEmail') setEmail(values.email);
    setEditing(undefined);
    setToast(true);
  };
  return (
    <Toaster>
      <ProfileSection
        primaryName={primaryUser.name}
        primaryPhone={primaryUser.phone}
        secondaryUsers={secondaryUsers}
        email={email}
        onEditPrimaryName={() => setEditing({ mode: 'editPrimaryUser', intent: 'edit' })}
        onAddSecondaryUser={() => setEditing({ mode: 'editSecondaryUser', intent: 'add' })}
        onEditSecondaryUser={(contact) => setEditing({ mode: 'editSecondaryUser', intent: 'edit', contact })}
        onAddEmail={() => setEditing({ mode: 'editEmail', intent: 'add' })}
        onEditEmail={() => setEditing({ mode: 'editEmail', intent: 'edit' })}
      />
      <ProfileEditDialog
        open={editing !== undefined}
        onOpenChange={(next) => !next && setEditing(undefined)}
        mode={editing?.mode ?? 'editEmail'}
        intent={editing?.intent}
        initialValues={{ ...editing?.contact, firstName: 'Priya', lastName: 'Sharma', email }}
        onSubmit={save}
      />
      <Toast
        open={toast}
        onOpenChange={setToast}
        tone="success"
        title="Profile updated successfully. Changes will reflect in a few seconds."
      />
    </Toaster>
  );
}

export const WithProfileSectionAndToast: Story = {
  name: 'With profile section and toast',
  render: (args) => <AccountProfile onSubmit={args.onSubmit} />,
  play: async ({ canvas, userEvent, args }) => {
    const addEmail = canvas.getByRole('button', { name: 'Add email' });
    await userEvent.click(addEmail);
    const dialog = await screen.findByRole('dialog', { name: 'Add email' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'priya@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'editEmail', email: 'priya@example.in' });
    await expect(
      await screen.findByText('Profile updated successfully. Changes will reflect in a few seconds.'),
    ).toBeVisible();
    await expect(canvas.getByText('priya@example.in')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Rahul Sharma' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit secondary user' });
    await expect(within(edit).getByRole('textbox', { name: /Name/ })).toHaveValue('Rahul Sharma');
  },
};
