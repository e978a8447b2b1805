import { media } from '../tokens/breakpoints.ts';
import { themeTokens, type ThemeTokens } from '../tokens/index.ts';
import { toReferences, type PartialTokens } from './cssVariables.ts';

/**
 * What components read: the same shape as the tokens, every value a `var(--nirmal-…)` reference,
 * plus the mobile-first media queries. Import it and interpolate it as a plain value
 * (`${theme.color.brand}`): the CSS stays static and themes switch without re-rendering. Our
 * builds write each read out as its value (build/inline-theme.ts), so a component carries the
 * references it uses and neither the tokens nor this tree. Each branch is made on its first read.
 */
export const theme = Object.assign(toReferences(themeTokens), { media } as const);

export type NirmalTheme = typeof theme;

/** New values for any tokens, e.g. `{ color: { brand: '#7a1f5c' } }`. */
export type ThemeOverrides = PartialTokens<ThemeTokens>;

declare module 'styled-components' {
  // Consumers' own styled components get the typed theme through `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends NirmalTheme {}
}
