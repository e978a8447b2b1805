/**
 * Mobile first: styles without a query are for the 360 px base; each breakpoint adds layout from
 * its width up. Media queries cannot read custom properties, so these stay raw values.
 */
export const breakpoints = {
  base: '360px',
  sm: '480px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
} as const;

export type Breakpoint = Exclude<keyof typeof breakpoints, 'base'>;

/**
 * `${media.md} { ... }` applies from the md width up. `${media.motionSafe} { animation: ... }`
 * animates only for people who have not asked for reduced motion.
 */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
  motionSafe: '@media (prefers-reduced-motion: no-preference)',
} as const satisfies Record<Breakpoint | 'motionSafe', string>;
