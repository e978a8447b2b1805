/**
 * Durations become CSS custom properties. Under `prefers-reduced-motion: reduce` the transition
 * durations drop to 0ms (see ThemeProvider), so every transition that reads them respects the
 * setting for free; keyframe animations go inside `theme.media.motionSafe`. The spinner keeps
 * turning: it is the only sign that something is still happening.
 */
export const motion = {
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    /** One turn of a spinner (not reduced). */
    spin: '800ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;
