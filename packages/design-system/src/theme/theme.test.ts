import { describe, expect, it } from 'vitest';
import { media, themeTokens } from '../tokens/index.ts';
import { toReferences } from './cssVariables.ts';
import { tokenReferences } from './references.ts';
import { theme } from './theme.ts';

describe('the theme components read', () => {
  it('holds a reference for every token and nothing else, named after its path', () => {
    expect(tokenReferences).toEqual(toReferences(themeTokens));
  });

  it('is the references and the media queries', () => {
    expect(theme).toEqual({ ...toReferences(themeTokens), media });
  });
});
