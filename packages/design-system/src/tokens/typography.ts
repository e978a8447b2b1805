// System fonts only: nothing to download on a mid-range phone over 4G. Noto Sans covers the
// Indian scripts on Android; the others are each platform's own interface font.
export const font = {
  family: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** rem, so the scale follows the reader's browser font size. */
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  weight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  letterSpacing: {
    normal: '0',
    wide: '0.04em',
  },
} as const;
