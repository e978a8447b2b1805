// Tokens become CSS custom properties: one declaration per leaf of the token tree, and a theme
// whose leaves are `var(--nirmal-…)` references to them. Components interpolate the references,
// so their CSS is static and a theme switch only rewrites the declarations.
type Leaf = string | number;
type TokenTree = { readonly [key: string]: Leaf | TokenTree };

/** The token tree with every value replaced by its `var(--nirmal-…)` reference. */
export type VarReferences<T> = { readonly [K in keyof T]: T[K] extends Leaf ? string : VarReferences<T[K]> };

/** Any part of the token tree, with new values. */
export type PartialTokens<T> = { readonly [K in keyof T]?: T[K] extends Leaf ? string : PartialTokens<T[K]> };

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `['color', 'brandHover']` → `--nirmal-color-brand-hover`. */
export const cssVariableName = (path: readonly string[]) => `--nirmal-${path.map(kebab).join('-')}`;

function leaves(tree: TokenTree, path: string[] = []): Array<[string[], Leaf]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? leaves(value, [...path, key]) : [[[...path, key], value] as [string[], Leaf]],
  );
}

/**
 * The token tree with every value replaced by its `var(--nirmal-…)` reference. Each branch is
 * made the first time it is read and kept from then on: making the whole tree at import cost a
 * phone's start-up some 10 ms of module evaluation, which no task boundary can split, and our
 * builds write every read out (build/inline-theme.ts), so in the browser most branches are never read.
 */
export function toReferences<T extends TokenTree>(tree: T, path: readonly string[] = []): VarReferences<T> {
  const references: Record<string, unknown> = {};
  for (const key of Object.keys(tree))
    Object.defineProperty(references, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = tree[key]!;
        const reference =
          typeof value === 'object'
            ? toReferences(value, [...path, key])
            : `var(${cssVariableName([...path, key])})`;
        Object.defineProperty(references, key, { value: reference, enumerable: true });
        return reference;
      },
    });
  return references as VarReferences<T>;
}

/** `--nirmal-color-brand: #0b57a4;` for every leaf, ready to go inside a rule. */
export function toDeclarations(tree: TokenTree): string {
  return leaves(tree)
    .map(([path, value]) => `${cssVariableName(path)}: ${value};`)
    .join('');
}
