import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, theme } from '@nirmal/design-system';

const Placeholder = ({ children = 'Page content' }: { children?: string }) => (
  <div
    style={{
      padding: theme.space[4],
      background: theme.color.brandSubtle,
      color: theme.color.text,
      borderRadius: theme.radius.md,
    }}
  >
    {children}
  </div>
);

const meta = {
  component: Container,
  args: { children: <Placeholder /> },
  argTypes: { children: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Centres a page's content at the page maximum width (75 rem) with side gutters that grow with the screen: 16 px on a phone, 24 px from md, 32 px from lg. Every page body and full-width band (header row, footer, promotions) sits in one, so edges line up down the page.

**Do**
- Render the page body as \`<Container as="main" id="main-content">\` so the Header's "Skip to content" link has a target.
- Use \`width="full"\` for a band whose background spans the viewport, with a page-width Container inside for its content.

**Don't**
- Don't nest page-width Containers (the gutters add up).
- Don't add your own side padding to line content up; use \`gutters\` instead.`,
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const container = canvas.getByText('Page content').parentElement as HTMLElement;
    await expect(container).toHaveAttribute('data-nirmal-id', 'Container');
    await expect(container.tagName).toBe('DIV');
    const style = getComputedStyle(container);
    await expect(style.maxWidth).toBe('1200px');
    await expect(parseFloat(style.paddingLeft)).toBeGreaterThanOrEqual(16);
  },
};

export const AsMain: Story = {
  name: 'As main',
  args: { as: 'main', id: 'main-content', padded: true },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(main).toHaveAttribute('data-padded');
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const container = canvas.getByText('Page content').parentElement as HTMLElement;
    await expect(getComputedStyle(container).paddingLeft).toBe('16px');
  },
};

export const OnADesktop: Story = {
  name: 'On a desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const container = canvas.getByText('Page content').parentElement as HTMLElement;
    await expect(getComputedStyle(container).paddingLeft).toBe('32px');
  },
};

export const FullWidthWithoutGutters: Story = {
  name: 'Full width without gutters',
  args: { width: 'full', gutters: 'none', children: <Placeholder>Edge-to-edge banner</Placeholder> },
  play: async ({ canvas }) => {
    const container = canvas.getByText('Edge-to-edge banner').parentElement as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe('none');
    await expect(getComputedStyle(container).paddingLeft).toBe('0px');
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <>
      <Container {...args} />
      <Container {...args} as="section" aria-label="Padded band" padded>
        <Placeholder>Padded section</Placeholder>
      </Container>
      <Container {...args} width="full">
        <Placeholder>Full width, with gutters</Placeholder>
      </Container>
    </>
  ),
};
