import type { ArgTypesEnhancer, Decorator, Preview } from '@storybook/react-vite';
import type { SBType } from 'storybook/internal/types';
import { GlobalStyles, ThemeProvider, tokens } from '@nirmal/design-system';
import { ComponentDocsPage } from './ComponentDocsPage.tsx';

/** A type as a reader writes it: `'h2' | 'h3'`, `string | null`, not react-docgen's bare "union". */
const typeText = (type: SBType): string => {
  switch (type.name) {
    case 'enum':
      return type.value.map((value) => JSON.stringify(value).replaceAll('"', "'")).join(' | ');
    case 'union':
      return type.value.map(typeText).join(' | ');
    case 'array':
      return `${typeText(type.value)}[]`;
    case 'other':
      return type.value;
    default:
      return type.name;
  }
};

const isReactNode = (type: SBType | undefined) => type?.name === 'other' && type.value === 'ReactNode';

// Props keep `@default` in their JSDoc for editors. In the props table the tag leaves the
// description and becomes the default column: the author's words ("indianStates", "(count) =>
// …") read better than the source react-docgen would show for a constant or a function.
const readableProps: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const [description = '', documentedDefault] = (argType.description ?? '').split(/\s*@default\s+/);
      const table = { ...argType.table };
      if (table.type?.summary === 'union' && argType.type)
        table.type = { ...table.type, summary: typeText(argType.type) };
      if (documentedDefault !== undefined) {
        const summary = documentedDefault.trim();
        table.defaultValue = summary === 'undefined' ? undefined : { summary };
      }
      // Text is what a reader types into a ReactNode prop; Storybook's default, an object editor,
      // lets them enter values React cannot render.
      const control = argType.control ?? (isReactNode(argType.type) ? { type: 'text' as const } : undefined);
      return [name, { ...argType, description: description.trim(), table, ...(control && { control }) }];
    }),
  );

const PHONE = {
  name: 'Mobile (360 px, the base layout)',
  styles: { width: '360px', height: '740px' },
  type: 'mobile',
} as const;

/**
 * A phone story on a docs page. The docs page is as wide as the reader's window and a component's
 * layout follows the viewport's width (its media queries), so drawn inline a phone story would
 * show the desktop layout: it is shown in a frame as wide as the phone instead.
 */
const phoneFrameOnDocs: Decorator = (Story, context) => {
  const viewport = context.storyGlobals['viewport'] as { value?: string } | undefined;
  if (context.viewMode !== 'docs' || viewport?.value !== 'mobile') return <Story />;
  const { width, height } = PHONE.styles;
  const frameHeight: string = context.parameters['docs']?.story?.height ?? height;
  return (
    <iframe
      title={`${context.name} (the story at a phone's width)`}
      src={`iframe.html?id=${encodeURIComponent(context.id)}&viewMode=story`}
      style={{
        display: 'block',
        width,
        height: frameHeight,
        border: `${tokens.borderWidth.thin} solid ${tokens.color.border}`,
        borderRadius: tokens.radius.md,
      }}
    />
  );
};

const preview: Preview = {
  argTypesEnhancers: [readableProps],
  decorators: [
    phoneFrameOnDocs,
    (Story) => (
      <ThemeProvider>
        <GlobalStyles />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: { page: ComponentDocsPage },
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
        mobile: PHONE,
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
