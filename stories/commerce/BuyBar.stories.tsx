import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { breakpoints, BuyBar, FloatingActions } from '@nirmal/design-system';

const FORM = 'add-to-cart';

const meta = {
  component: BuyBar,
  args: {
    name: 'Nirmal UnderSink Max RO+UV+UF Water Purifier',
    price: 18999,
    mrp: 24999,
    form: FORM,
  },
  // The page's own buy form, which the bar's button submits, and content to scroll past.
  render: (args) => (
    <div>
      <form
        id={FORM}
        aria-label="Add to cart"
        onSubmit={(event) => {
          event.preventDefault();
          submitted(new FormData(event.currentTarget).get('quantity'));
        }}
      >
        <input type="hidden" name="quantity" value="2" />
      </form>
      <p style={{ minBlockSize: '150vh' }}>Specifications, reviews and related products.</p>
      <BuyBar {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `On a phone, the product's price and its buy button stay at the bottom of the screen while the customer reads down the page; from the desktop width the buy box sits in the first screen, so there is no bar. The button submits the page's own buy form (\`form\` is its id), with the quantity and choices in it, so it works before the JavaScript has loaded.

**Do**
- Place it last in the product page's content: it is sticky, stays in view until the page ends and never covers the footer.
- Give the same \`disabled\` as the page's own button, which says why.
- Keep the page's own form in the page's order: keyboards and screen readers use it, as the bar is hidden from them.

**Don't**
- Don't give it a form of its own: one form, one set of choices.`,
      },
    },
  },
} satisfies Meta<typeof BuyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = fn();

const barOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-nirmal-id="BuyBar"]')!;

export const Playground: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const bar = barOf(canvasElement);
    await expect(bar).toBeVisible();
    // Stuck to the bottom of the screen while the page's end is far below it.
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByText('₹18,999')).toBeVisible();
    // Keyboards and screen readers use the page's own form: the bar is a shortcut for touch only.
    const button = within(bar).getByRole('button', { name: 'Add to cart', hidden: true });
    await expect(button).toHaveAttribute('tabindex', '-1');
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    submitted.mockClear();
    await userEvent.click(button);
    // The page's form went, with its own fields.
    await expect(submitted).toHaveBeenCalledWith('2');
  },
};

export const Unavailable: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(barOf(canvasElement)).getByRole('button', { name: 'Add to cart', hidden: true }),
    ).toBeDisabled();
  },
};

export const OnADesktop: Story = {
  name: 'On a desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // From the lg width the buy box is in the first screen: the bar is not drawn at all.
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg})`).matches;
    await expect(getComputedStyle(barOf(canvasElement)).display === 'none').toBe(wide);
  },
};

/** The shell's floating help buttons rise above the bar on a phone rather than cover its button. */
export const WithFloatingActions: Story = {
  name: 'With floating actions',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div>
      <form id={FORM} aria-label="Add to cart" />
      <p style={{ minBlockSize: '150vh' }}>Specifications, reviews and related products.</p>
      <BuyBar {...args} />
      <FloatingActions businessNumber="919876543210" showSaleAssist={false} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const whatsApp = canvas.getByRole('link', { name: /WhatsApp/ });
    const bar = barOf(canvasElement);
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg})`).matches;
    if (!wide)
      await expect(whatsApp.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        bar.getBoundingClientRect().top,
      );
  },
};
