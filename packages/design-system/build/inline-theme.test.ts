import { describe, expect, it } from 'vitest';
import { theme } from '../src/theme/theme.ts';
import { inlineThemeReads } from './inline-theme.ts';

const imported = "import { theme } from '../../theme/theme.ts';\n";

describe('writing theme reads out as their values', () => {
  it('writes a reference, a step of a scale and a media query as strings', () => {
    const code = `${imported}const css = \`color: \${theme.color.text}; gap: \${theme.space[4]}; \${theme.media.md} {}\`;`;
    expect(inlineThemeReads(code)).toBe(
      `${imported}const css = \`color: \${"var(--nirmal-color-text)"}; gap: \${"var(--nirmal-space-4)"}; \${"${theme.media.md}"} {}\`;`,
    );
  });

  it('writes a group read whole as its object, and keeps a computed step after it', () => {
    const code = `${imported}const gaps = Object.entries(theme.space); const tier = theme.color.tier[name].text;`;
    const inlined = inlineThemeReads(code) ?? '';
    expect(inlined).toContain(`Object.entries(${JSON.stringify(theme.space)})`);
    expect(inlined).toContain(`${JSON.stringify(theme.color.tier)}[name].text`);
    expect(inlined.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves what the theme does not have, other objects named theme, and the bare theme', () => {
    const code = `${imported}const a = theme.colour; const b = props.theme.color.text; const c = { theme };`;
    expect(inlineThemeReads(code)).toBeNull();
  });

  it("reads the package's own import and an application's import of the package", () => {
    const read = 'const a = theme.color.brand;';
    const inlined = 'const a = "var(--nirmal-color-brand)";';
    expect(inlineThemeReads(`import { theme } from './theme.ts';\n${read}`)).toContain(inlined);
    expect(inlineThemeReads(`import { theme } from '@nirmal/design-system';\n${read}`)).toContain(inlined);
  });

  it('leaves a module that does not import the theme, even if it has its own', () => {
    expect(inlineThemeReads('const theme = { color: { text: "red" } }; const a = theme.color.text;')).toBeNull();
    expect(inlineThemeReads("import { theme } from './my-theme-helpers.js'; const a = theme.color.text;")).toBeNull();
  });
});
