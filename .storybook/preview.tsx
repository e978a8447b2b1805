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
    // Violations fail the story's test, not only the panel. The rules: WCAG 2.0, 2.1 and 2.2 at
    // levels A and AA (2.2 brings target-size), and axe's best practices.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
        },
      },
    },
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
