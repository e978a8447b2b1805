import { renderToString } from 'react-dom/server';
import styled, { __PRIVATE__, keyframes, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { adoptableStyleTags, adoptServerStyles, SERVER_STYLES_ATTRIBUTE } from '../app/ssr/server-styles.ts';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Panel = styled.section`
  display: grid;
  animation: ${appear} 1s;
  &[data-tone='brand'] {
    color: var(--nirmal-color-brand);
  }
`;
const Title = styled.h2`
  margin: 0;
`;
/** Rendered only in the browser (a dialog, say): the server's styles do not have it. */
const Dialog = styled.div`
  position: fixed;
`;

function renderPage() {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      <Panel data-tone="brand">
        <Title>Water purifiers</Title>
      </Panel>,
    ),
  );
  return { html, styleTags: sheet.getStyleTags() };
}

/** The class names styled-components generated for `component` in `html`. */
function generatedNames(html: string, component: { styledComponentId: string }): string[] {
  const classes = html.match(new RegExp(`class="([^"]*\\b${component.styledComponentId}\\b[^"]*)"`))?.[1];
  if (!classes) throw new Error(`${component.styledComponentId} is not in the page`);
  return classes.split(' ').filter((name) => name !== component.styledComponentId);
}

const cssOf = (styleTags: string) => styleTags.replace(/<\/?style[^>]*>/g, '');

describe('the server’s styles, adopted in the browser', () => {
  it('marks the server’s style element so that styled-components leaves it in place', () => {
    const { styleTags } = renderPage();
    expect(styleTags).toContain('data-styled-version=');

    const adoptable = adoptableStyleTags(styleTags);

    expect(adoptable).toContain(`<style ${SERVER_STYLES_ATTRIBUTE}=""`);
    // styled-components rehydrates (reads, inserts again and removes) only elements with its version.
    expect(adoptable).not.toContain('data-styled-version');
    expect(cssOf(adoptable)).toBe(cssOf(styleTags));
  });

  it('registers every class name the server styled, keyframes included, and nothing else', () => {
    const { html, styleTags } = renderPage();
    const sheet = new __PRIVATE__.StyleSheet({ isServer: true });

    adoptServerStyles(cssOf(adoptableStyleTags(styleTags)), sheet);

    for (const component of [Panel, Title]) {
      const names = generatedNames(html, component);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(sheet.hasNameForId(component.styledComponentId, name)).toBe(true);
    }
    expect(sheet.keyframeIds.size).toBe(1);
    expect(sheet.names.has(Dialog.styledComponentId)).toBe(false);
  });
});
