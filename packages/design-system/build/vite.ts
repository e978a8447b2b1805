import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';
import { inlineThemeReads } from './inline-theme.ts';

// For every build that compiles the design system's source: its own library build, Storybook,
// and the storefront (which bundles the source, not the published `dist`). Not part of the
// published package.

const sourceRoot = normalizePath(fileURLToPath(new URL('../src/', import.meta.url)));
const styledDeclaration =
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*styled(?:\.[A-Za-z]\w*|\([\w$.]+\))/g;

/**
 * styled-components names a component's class after a global counter, so a build whose client
 * bundle loads modules in another order than its server (code splitting, `sideEffects: false`
 * dropping unused components, the app's own styled components first) gets other class names on
 * each side: hydration leaves server markup with client styles that do not match. This gives
 * every styled part of the design system a stable, namespaced id from its module and name
 * instead (what babel-plugin-styled-components does for applications), e.g. `styled.button` in
 * Button.styles.ts → `nirmal-Button__ButtonRoot`.
 */
export function stableStyledIds(): Plugin {
  return {
    name: 'nirmal:stable-styled-ids',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(sourceRoot) || !/\.tsx?$/.test(file) || !code.includes('styled')) return null;
      const module = basename(file).replace(/(\.styles)?\.tsx?$/, '');
      // Only text within lines is added and no line moves: `map: null` keeps the source map usable.
      return {
        code: code.replace(styledDeclaration, (declaration, name: string) => {
          const displayName = `${module}__${name}`;
          return `${declaration}.withConfig({ displayName: "${displayName}", componentId: "nirmal-${displayName}" })`;
        }),
        map: null,
      };
    },
  };
}

/**
 * The theme's references written into the modules that read them (see inline-theme.ts), in the
 * design system's source and in any application module that imports `theme` from it: a component
 * then costs its own references, not the whole token tree.
 */
export function inlineTheme(): Plugin {
  return {
    name: 'nirmal:inline-theme',
    // After TypeScript is stripped, so reads in type positions are already gone.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const inlined = inlineThemeReads(code);
      // Only text within lines changes and no line moves: `map: null` keeps the source map usable.
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
