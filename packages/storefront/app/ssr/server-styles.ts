import { __PRIVATE__ } from 'styled-components';

type StyleSheet = typeof __PRIVATE__.mainSheet;

/** Marks the server's style element, which the browser keeps as it is (see `adoptServerStyles`). */
export const SERVER_STYLES_ATTRIBUTE = 'data-nirmal-server-styles';

// styled-components rehydrates only style elements that carry its version.
const VERSION_ATTRIBUTE = / data-styled-version="[^"]*"/g;
// After each component's rules, styled-components writes which class names they are for:
// data-styled.g12[id="Button-sc-1x2y3z"]{content:"a1b2c3,"}
const NAMES_MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/**
 * The server's style tags, marked to be adopted in the browser rather than rehydrated. Rehydrating,
 * styled-components reads every rule out of the server's style element, inserts each into a
 * style sheet of its own and removes the server's element: on a phone, some 300 rule insertions
 * and a restyle of the whole page while it hydrates, for the same styles.
 */
export function adoptableStyleTags(styleTags: string): string {
  return styleTags
    .replace(VERSION_ATTRIBUTE, '')
    .replace(/<style /g, `<style ${SERVER_STYLES_ATTRIBUTE}="" `);
}

/**
 * Tells styled-components which class names the server's style element already defines, before
 * hydration, so that it inserts no rule for them again and leaves the element in place. Rules
 * for what only the browser renders (dialogs, overlays) go into a style element after it. Every
 * rule set of ours is static (state is selected by data attributes), so a component the server
 * rendered needs no new rule in the browser.
 */
export function adoptServerStyles(css: string, sheet: StyleSheet = __PRIVATE__.mainSheet): void {
  for (const [, componentId, names] of css.matchAll(NAMES_MARKER))
    for (const name of names!.split(',')) if (name) sheet.registerName(componentId!, name);
}
