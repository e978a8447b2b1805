import { breakpoints } from './breakpoints.ts';
import { color, palette } from './color.ts';
import { shadow, zIndex } from './elevation.ts';
import { motion } from './motion.ts';
import { borderWidth, radius, size, space } from './space.ts';
import { font } from './typography.ts';

/** The tokens that become CSS custom properties (`--nirmal-<group>-<name>`). */
export const themeTokens = { color, font, space, size, borderWidth, radius, shadow, zIndex, motion } as const;

export type ThemeTokens = typeof themeTokens;

/** Every design token as a raw value, for tools and documentation. Components use `theme`. */
export const tokens = { ...themeTokens, palette, breakpoints } as const;

export type Tokens = typeof tokens;

export { breakpoints, media, type Breakpoint } from './breakpoints.ts';
export type { SpaceStep } from './space.ts';
