import { theme } from '../src/theme/theme.ts';

// Where a module gets the theme from: the package itself or the design system's theme module.
const themeImport = /\bimport\s*\{\s*theme\s*\}\s*from\s*['"](?:@nirmal\/design-system|\.{1,2}\/(?:[\w.]+\/)*theme\.ts)['"]/;
// `theme` read as a value (not a property of something else), with its path of `.name` and `[0]` steps.
const themeRead = /(?<![\w$.])theme((?:\.[A-Za-z_$][\w$]*|\[\d+\])+)/g;
const step = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]/g;

/**
 * Writes every read of the theme in a module's JavaScript as the value it reads: `theme.color.text`
 * becomes `"var(--nirmal-color-text)"`, `theme.space` the space scale's object. The theme is
 * constant (its values are CSS custom properties; themes change the properties, never the
 * references), so the module no longer imports it and a bundle carries only the references its
 * components use, not the whole tree. A read the theme does not have is left as it is, and so is
 * any module that does not import `theme` by that name. Lines never move.
 */
export function inlineThemeReads(code: string): string | null {
  if (!themeImport.test(code)) return null;
  let changed = false;
  const result = code.replace(themeRead, (read, path: string) => {
    let value: unknown = theme;
    let consumed = 'theme';
    for (const [text, name, index] of path.matchAll(step)) {
      const key = name ?? index ?? '';
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) break;
      value = (value as Record<string, unknown>)[key];
      consumed += text;
      if (typeof value !== 'object') break;
    }
    if (consumed === 'theme') return read;
    changed = true;
    return JSON.stringify(value) + read.slice(consumed.length);
  });
  return changed ? result : null;
}
