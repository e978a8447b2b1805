import { useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { themeTokens } from '../tokens/index.ts';
import { cssVariableName, toDeclarations } from './cssVariables.ts';
import { theme, type ThemeOverrides } from './theme.ts';

const transitionDurations = ['fast', 'normal', 'slow'] as const satisfies Array<
  keyof typeof themeTokens.motion.duration
>;
const reducedMotion = transitionDurations
  .map((name) => `${cssVariableName(['motion', 'duration', name])}: 0ms;`)
  .join('');

const ThemeVariables = createGlobalStyle<{ $overrides: string }>`
  :root { ${toDeclarations(themeTokens)} ${({ $overrides }) => $overrides} }
  @media (prefers-reduced-motion: reduce) { :root { ${reducedMotion} } }
`;

export type ThemeProviderProps = {
  /**
   * Token values to replace, e.g. `{ color: { brand: '#7a1f5c' } }`. They are emitted as CSS
   * custom properties, so changing them restyles every component without re-rendering any.
   * Keep text and surface pairs at AA contrast when overriding colours.
   * @default undefined
   */
  overrides?: ThemeOverrides;
  /** The application. */
  children?: ReactNode;
};

/**
 * Emits the design tokens once as CSS custom properties on `:root` and provides the typed theme to
 * styled-components. Wrap the application in it once; add `GlobalStyles` for the page base.
 */
export function ThemeProvider({ overrides, children }: ThemeProviderProps) {
  const overrideDeclarations = useMemo(() => (overrides ? toDeclarations(overrides) : ''), [overrides]);
  return (
    <StyledThemeProvider theme={theme}>
      <ThemeVariables $overrides={overrideDeclarations} />
      {children}
    </StyledThemeProvider>
  );
}
