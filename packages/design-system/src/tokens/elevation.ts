export const shadow = {
  none: 'none',
  sm: '0 1px 2px rgb(23 33 43 / 0.08)',
  md: '0 2px 8px rgb(23 33 43 / 0.12)',
  lg: '0 8px 24px rgb(23 33 43 / 0.16)',
  overlay: '0 16px 48px rgb(23 33 43 / 0.24)',
} as const;

/** Stacking layers, lowest first. Overlays own the top of the stack; toasts sit above dialogs. */
export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  header: '200',
  floating: '300',
  banner: '350',
  overlay: '400',
  modal: '410',
  popover: '500',
  toast: '600',
} as const;
