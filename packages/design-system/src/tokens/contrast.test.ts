import { describe, expect, it } from 'vitest';
import { color } from './color.ts';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;

const pairs: Array<[foreground: keyof typeof color, background: keyof typeof color, minimum: number]> = [
  ['text', 'surface', TEXT],
  ['text', 'surfaceSunken', TEXT],
  ['text', 'surfaceMuted', TEXT],
  ['textMuted', 'surface', TEXT],
  ['textMuted', 'surfaceSunken', TEXT],
  ['textMuted', 'surfaceMuted', TEXT],
  ['textInverse', 'surfaceInverse', TEXT],
  ['textOnBrand', 'brand', TEXT],
  ['textOnBrand', 'brandHover', TEXT],
  ['textOnBrand', 'brandActive', TEXT],
  ['brand', 'surface', TEXT],
  ['brand', 'brandSubtle', TEXT],
  ['brand', 'brandSubtleHover', TEXT],
  ['accent', 'accentSubtle', TEXT],
  ['success', 'surface', TEXT],
  ['success', 'successSubtle', TEXT],
  ['warning', 'surface', TEXT],
  ['warning', 'warningSubtle', TEXT],
  ['danger', 'surface', TEXT],
  ['danger', 'dangerSubtle', TEXT],
  ['textInverse', 'danger', TEXT],
  ['textInverse', 'dangerHover', TEXT],
  ['textInverse', 'dangerActive', TEXT],
  ['info', 'infoSubtle', TEXT],
  ['borderStrong', 'surface', NON_TEXT],
  ['borderStrong', 'surfaceSunken', NON_TEXT],
  ['focus', 'surface', NON_TEXT],
  ['focus', 'surfaceSunken', NON_TEXT],
];

describe('colour roles', () => {
  it.each(pairs)('%s on %s reaches %s:1', (foreground, background, minimum) => {
    expect(contrast(color[foreground] as string, color[background] as string)).toBeGreaterThanOrEqual(
      minimum,
    );
  });

  it.each(Object.entries(color.tier))('the %s tier badge text is AA on its surface', (_, tier) => {
    expect(contrast(tier.text, tier.surface)).toBeGreaterThanOrEqual(TEXT);
  });
});
