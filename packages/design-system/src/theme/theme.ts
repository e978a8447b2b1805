import { media } from '../tokens/breakpoints.ts';
import type { ThemeTokens } from '../tokens/index.ts';
import type { PartialTokens } from './cssVariables.ts';
import { tokenReferences } from './references.ts';

/**
 * What components read: the same shape as the tokens, every value a `var(--nirmal-…)` reference,
 * plus the mobile-first media queries. Import it and interpolate it as a plain value
 * (`${theme.color.brand}`): the CSS stays static and themes switch without re-rendering.
 */
export const theme = { ...tokenReferences, media } as const;

export type NirmalTheme = typeof theme;

/** New values for any tokens, e.g. `{ color: { brand: '#7a1f5c' } }`. */
export type ThemeOverrides = PartialTokens<ThemeTokens>;

declare module 'styled-components' {
  // Consumers' own styled components get the typed theme through `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends NirmalTheme {}
}
