import type { ContextType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetConsumer, StyleSheetContext } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { RememberCompiledStyles, rememberingStylis } from '../app/ssr/remembered-styles.tsx';

type SheetContext = ContextType<typeof StyleSheetContext>;

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  &[data-tone='brand'] {
    color: var(--nirmal-color-brand);
  }
  @media (min-width: 768px) {
    gap: 2rem;
  }
`;
const Title = styled.h2`
  margin: 0;
  & + p {
    margin-top: 0.5rem;
  }
`;
const Page = () => (
  <Panel data-tone="brand">
    <Title>Water purifiers</Title>
    <p>RO + UV</p>
  </Panel>
);

/** Renders one page as one request does: a new style sheet, its HTML and its style tags. */
function renderRequest(wrap: (page: ReactNode) => ReactNode) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(wrap(sheet.collectStyles(<Page />)));
  return { html, styles: sheet.getStyleTags() };
}

function styledComponentsDefaults(): SheetContext {
  const seen: SheetContext[] = [];
  renderToString(
    <StyleSheetConsumer>
      {(context) => {
        seen.push(context);
        return null;
      }}
    </StyleSheetConsumer>,
  );
  if (!seen[0]) throw new Error('no style sheet context');
  return seen[0];
}

describe('RememberCompiledStyles', () => {
  it('renders exactly what styled-components renders without it, request after request', () => {
    const plain = renderRequest((page) => page);
    expect(plain.styles).toContain('var(--nirmal-color-brand)');
    for (let request = 0; request < 3; request++)
      expect(renderRequest((page) => <RememberCompiledStyles>{page}</RememberCompiledStyles>)).toEqual(plain);
  });

  it('compiles each component once: later requests reuse what the first compiled', () => {
    const defaults = styledComponentsDefaults();
    let compilations = 0;
    const counting = Object.assign(
      (...args: Parameters<SheetContext['stylis']>) => {
        compilations += 1;
        return defaults.stylis(...args);
      },
      { hash: defaults.stylis.hash },
    );
    const countingContext = { ...defaults, stylis: counting };
    const wrap = (page: ReactNode) => (
      <StyleSheetContext.Provider value={countingContext}>
        <RememberCompiledStyles>{page}</RememberCompiledStyles>
      </StyleSheetContext.Provider>
    );

    const first = renderRequest(wrap);
    expect(compilations).toBe(2);
    expect(renderRequest(wrap)).toEqual(first);
    expect(compilations).toBe(2);
  });
});

describe('rememberingStylis', () => {
  it('keys what it remembers by every argument, keeping the hash', () => {
    const calls: string[][] = [];
    const stylis = Object.assign(
      (css: string, selector = '', prefix = '', componentId = '') => {
        calls.push([css, selector, prefix, componentId]);
        return [`${selector}{${css}}`];
      },
      { hash: 'h1' },
    );
    const remembering = rememberingStylis(stylis);
    expect(remembering.hash).toBe('h1');
    expect(remembering('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(remembering('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(remembering('color:red;', '.b', undefined, 'sc-1')).toEqual(['.b{color:red;}']);
    expect(remembering('color:red;', '.a', undefined, 'sc-2')).toEqual(['.a{color:red;}']);
    expect(calls).toHaveLength(3);
  });
});
