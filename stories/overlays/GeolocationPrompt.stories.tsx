import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GeolocationPrompt } from '@nirmal/design-system';

const meta = {
  component: GeolocationPrompt,
  args: { onUseCurrentLocation: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component: `"Use current location" with every state of the browser's geolocation request, using the spec's texts
(§8): "Fetching Current Location....", then on failure "User denied the request for Geolocation.",
"Location information is unavailable.", "The request to get user location timed out.", "Geolocation is not
supported by this browser.", "An error occurred." or the blocked-permission advice. Messages are announced
politely. Map a \`GeolocationPositionError\` with \`geolocationErrorStatus(error)\`.

**Do**
- Ask for the location only when the customer presses the button, never on page load.
- Use \`blocked\` when the Permissions API reports \`denied\` before asking: the browser will not ask again.
- Always offer another way to give an address (pincode or search) next to it.

**Don't**
- Offer a retry for \`unsupported\`: it cannot succeed.
- Rephrase the messages per page: pass new texts once through the props if the wording changes.`,
      },
    },
  },
} satisfies Meta<typeof GeolocationPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { status: 'idle' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use current location' }));
    await expect(args.onUseCurrentLocation).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Fetching: Story = {
  args: { status: 'fetching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching Current Location....');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Denied: Story = {
  args: { status: 'denied' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('User denied the request for Geolocation.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Unavailable: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Location information is unavailable.');
  },
};

export const Timeout: Story = {
  args: { status: 'timeout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The request to get user location timed out.');
  },
};

export const Unsupported: Story = {
  args: { status: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Geolocation is not supported by this browser.',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const ErrorStatus: Story = {
  name: 'Error status',
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('An error occurred.');
  },
};

export const Blocked: Story = {
  args: { status: 'blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Looks like your geolocation permissions are blocked. Please, provide geolocation access in your browser settings.',
    );
  },
};
