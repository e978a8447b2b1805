import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { themeTokens } from '../tokens/index.ts';
import { cssVariableName, toDeclarations } from './cssVariables.ts';
import { theme, type ThemeOverrides } from './theme.ts';

const transitionDurations = ['fast', 'normal', 'slow'] as const satisfies Array<
  keyof typeof themeTokens.motion.duration
>;
const reducedMotion = transitionDurations
  .map((name) => `${cssVariableName(['motion', 'duration', name])}: 0ms;`)
  .join('');

/** The tokens as custom properties on `:root`, `overrides` after them, and less motion where asked. */
const tokenRules = (overrides: string) =>
  `:root{${toDeclarations(themeTokens)}${overrides}}@media (prefers-reduced-motion: reduce){:root{${reducedMotion}}}`;
let defaultRules: string | undefined;
/** Made on the first render rather than at import: a render can yield to the page, an import cannot. */
const defaultTokenRules = () => (defaultRules ??= tokenRules(''));

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
  const rules = useMemo(
    () => (overrides ? tokenRules(toDeclarations(overrides)) : defaultTokenRules()),
    [overrides],
  );
  return (
    <StyledThemeProvider theme={theme}>
      {/* A plain style element, not a global styled component: the same text on the server and in
          the browser, so hydration leaves it alone. The global styled component compiled the
          token block again in the browser and replaced its rules, restyling every element. */}
      <style data-nirmal-tokens="">{rules}</style>
      {children}
    </StyledThemeProvider>
  );
}
