import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPage, NavigationProvider, Stack, type ErrorPageProps } from '@nirmal/design-system';

const meta = {
  component: ErrorPage,
  args: { onRetry: fn(), onHomeClick: fn() },
  parameters: {
    docs: {
      description: {
        component: `The whole-page error. \`variant="404"\` for an address that matches no route; \`variant="500"\` is what the error boundary shows once an error occurs. The texts default to the spec's: 404 "Oops! We cannot seem to get you to the page you are looking for.", 500 "Something went wrong" / "Oops! Something went wrong. Please try again later.". It always links home (through the app's router when a \`NavigationProvider\` is present); the 500 page adds "Try again" when you pass \`onRetry\`.

**Do**
- Pass the error boundary's reset (or a reload) as \`onRetry\` on the 500 page.
- Keep \`headingLevel={1}\` when the error replaces the page; use 2 when the shell already has an h1.
- Log the error yourself; the page only shows it.

**Don't**
- Don't show technical details (status codes, stack traces) in \`message\`.
- Don't use it for a failed part of a page (a header or a widget); use an InlineAlert there.`,
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('Oops! Something went wrong. Please try again later.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { variant: '404' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      canvas.getByText('Oops! We cannot seem to get you to the page you are looking for.'),
    ).toBeVisible();
    // A missing page cannot be retried: only the way home.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to home page' })).toBeVisible();
  },
};

export const ServerErrorWithoutRetry: Story = {
  name: 'Server error without retry',
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

const navigate = fn();

function RoutedErrorPage(args: ErrorPageProps & { navigate: (href: string) => void }) {
  const { navigate, ...rest } = args;
  return (
    <NavigationProvider navigate={navigate}>
      <ErrorPage {...rest} />
    </NavigationProvider>
  );
}

export const HomeLinkUsesTheRouter: Story = {
  name: 'Home link uses the router',
  args: { variant: '404', homeHref: '/amc/my-devices', homeLabel: 'Go to my devices' },
  render: (args) => <RoutedErrorPage {...args} navigate={navigate} />,
  play: async ({ canvas, userEvent, args }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to my devices' }));
    await expect(args.onHomeClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/amc/my-devices');
  },
};

export const InsideAPage: Story = {
  name: 'Inside a page',
  args: { headingLevel: 2, showCode: false, title: 'We could not load your devices' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'We could not load your devices' }),
    ).toBeVisible();
    await expect(canvas.queryByText('500')).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <Stack gap={6}>
      <ErrorPage {...args} variant="500" headingLevel={2} />
      <ErrorPage {...args} variant="404" headingLevel={2} />
    </Stack>
  ),
};
