/** A 4 px grid, in rem. Keys are steps, so `space[4]` is 1rem (16 px at the default font size). */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '2.5rem',
  8: '3rem',
  9: '4rem',
} as const;

export type SpaceStep = keyof typeof space;

/** Sizes of things rather than gaps between them. */
export const size = {
  /** WCAG 2.2 minimum target (2.5.8): nothing a customer taps is smaller. */
  targetMin: '1.5rem',
  controlSm: '2rem',
  controlMd: '2.75rem',
  controlLg: '3rem',
  iconSm: '1rem',
  iconMd: '1.25rem',
  iconLg: '1.5rem',
  otpDigit: '2.75rem',
  dialogSm: '24rem',
  dialogMd: '32rem',
  dialogLg: '48rem',
  toastWidth: '24rem',
  container: '75rem',
  /** A column beside the main content: a listing's filters. */
  sidebar: '16rem',
  deviceImage: '4.5rem',
} as const;

export const borderWidth = {
  thin: '1px',
  thick: '2px',
  focusRing: '2px',
  focusOffset: '2px',
} as const;

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '999px',
  round: '50%',
} as const;
