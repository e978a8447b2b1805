import type { ArgTypesEnhancer, Preview } from '@storybook/react-vite';
import { GlobalStyles, ThemeProvider } from '@nirmal/design-system';

// Props keep `@default` in their JSDoc for editors. In the props table the tag leaves the
// description and becomes the default column: the author's words ("indianStates", "(count) =>
// …") read better than the source react-docgen would show for a constant or a function.
const defaultsFromJsDoc: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const [description = '', documentedDefault] = (argType.description ?? '').split(/\s*@default\s+/);
      if (documentedDefault === undefined) return [name, argType];
      const summary = documentedDefault.trim();
      return [
        name,
        {
          ...argType,
          description: description.trim(),
          table: { ...argType.table, defaultValue: summary === 'undefined' ? undefined : { summary } },
        },
      ];
    }),
  );

const preview: Preview = {
  argTypesEnhancers: [defaultsFromJsDoc],
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
