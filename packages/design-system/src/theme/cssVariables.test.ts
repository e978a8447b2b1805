import { describe, expect, it } from 'vitest';
import { cssVariableName, toDeclarations, toReferences } from './cssVariables.ts';
import { theme } from './theme.ts';

describe('tokens as CSS custom properties', () => {
  it('names a variable after its path, in kebab case', () => {
    expect(cssVariableName(['color', 'brandHover'])).toBe('--nirmal-color-brand-hover');
    expect(cssVariableName(['space', '4'])).toBe('--nirmal-space-4');
  });

  it('turns every leaf into a reference, keeping the shape', () => {
    expect(toReferences({ color: { brand: '#000', tier: { gold: { text: '#111' } } } })).toEqual({
      color: {
        brand: 'var(--nirmal-color-brand)',
        tier: { gold: { text: 'var(--nirmal-color-tier-gold-text)' } },
      },
    });
  });

  it('makes each branch of references on its first read, once', () => {
    let reads = 0;
    const tree = {
      color: {
        get brand() {
          reads += 1;
          return '#000';
        },
      },
    };
    const references = toReferences(tree);
    expect(reads).toBe(0);
    expect(references.color.brand).toBe('var(--nirmal-color-brand)');
    expect(reads).toBe(1);
    expect(references.color).toBe(references.color);
    expect(references.color.brand).toBe('var(--nirmal-color-brand)');
    expect(reads).toBe(1);
  });

  it('declares only the leaves it is given, so overrides can be partial', () => {
    expect(toDeclarations({ color: { brand: '#7a1f5c' } })).toBe('--nirmal-color-brand: #7a1f5c;');
  });

  it('gives components references, never raw values', () => {
    expect(theme.color.brand).toBe('var(--nirmal-color-brand)');
    expect(theme.space[4]).toBe('var(--nirmal-space-4)');
    expect(theme.color.tier.comp.surface).toBe('var(--nirmal-color-tier-comp-surface)');
    expect(theme.media.md).toBe('@media (min-width: 768px)');
    expect(JSON.parse(JSON.stringify(theme.space))).toEqual(theme.space);
    expect(Object.keys(theme)).toContain('color');
  });
});
