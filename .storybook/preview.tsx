import type { Preview } from '@storybook/react-vite';
import { GlobalStyles, ThemeProvider } from '@nirmal/design-system';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <GlobalStyles />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Violations fail the story's test, not only the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (360 px, the base layout)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
