import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button, Stack, ThemeProvider, type ThemeOverrides } from '@nirmal/design-system';

// Another property's brand, as a consumer would pass it. Text on it stays AA (white on #7a1f5c).
const partnerBrand: ThemeOverrides = {
  color: { brand: '#7a1f5c', brandHover: '#5e1747', brandActive: '#4a1238' },
};

function ThemeSwitcher() {
  const [overrides, setOverrides] = useState<ThemeOverrides | undefined>(undefined);
  return (
    <ThemeProvider overrides={overrides}>
      <Stack direction="row" gap={3}>
        <Button onClick={() => setOverrides(overrides ? undefined : partnerBrand)}>Switch brand</Button>
        <Button variant="secondary">Secondary</Button>
      </Stack>
    </ThemeProvider>
  );
}

const meta = {
  component: ThemeSwitcher,
  parameters: {
    docs: {
      description: {
        component:
          '`ThemeProvider overrides` replaces token values as CSS custom properties on `:root`: components keep their static CSS and restyle without re-rendering.',
      },
    },
  },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overrides: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Switch brand' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 87, 164)');
    await userEvent.click(button);
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Secondary' })).color).toBe(
      'rgb(122, 31, 92)',
    );
    await userEvent.click(button);
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Secondary' })).color).toBe(
      'rgb(11, 87, 164)',
    );
  },
};
