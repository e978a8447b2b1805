import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider.tsx';

function render(overrides?: Parameters<typeof ThemeProvider>[0]['overrides']) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(createElement(ThemeProvider, { overrides })));
    return { html, styledComponentsCss: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('ThemeProvider', () => {
  it('writes the tokens in a plain style element, which hydration leaves alone', () => {
    const { html, styledComponentsCss } = render();

    expect(html).toMatch(/^<style data-nirmal-tokens="">:root\{--nirmal-color-text: #17212b;/);
    expect(html).toContain('--nirmal-color-brand: #0b57a4;');
    expect(html).toContain(
      '@media (prefers-reduced-motion: reduce){:root{--nirmal-motion-duration-fast: 0ms;',
    );
    // Quotes in font names stay as they are: a style element's text is not HTML-escaped.
    expect(html).toContain("--nirmal-font-family-body: system-ui, -apple-system, 'Segoe UI'");
    // Nothing for styled-components to compile again in the browser.
    expect(styledComponentsCss).toBe('');
  });

  it('puts overrides after the tokens and before less motion, so reduced motion still wins', () => {
    const { html } = render({ color: { brand: '#7a1f5c' }, motion: { duration: { fast: '90ms' } } });

    const tokens = html.indexOf('--nirmal-color-brand: #0b57a4;');
    const brand = html.indexOf('--nirmal-color-brand: #7a1f5c;');
    const fast = html.indexOf('--nirmal-motion-duration-fast: 90ms;');
    const lessMotion = html.indexOf('@media (prefers-reduced-motion: reduce)');
    expect(tokens).toBeGreaterThan(-1);
    expect(brand).toBeGreaterThan(tokens);
    expect(fast).toBeGreaterThan(tokens);
    expect(lessMotion).toBeGreaterThan(Math.max(brand, fast));
  });
});
