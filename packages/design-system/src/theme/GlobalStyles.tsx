import { createGlobalStyle } from 'styled-components';
import { theme } from './theme.ts';

/**
 * The page base: box sizing, body type and colours from the tokens, a page heading that wraps a
 * long word, room above anything scrolled to for a sticky header, a visible focus ring for anything
 * focusable, and smooth scrolling only for people who have not asked for less motion.
 * Optional for applications that bring their own reset; components do not depend on it.
 */
export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.family.body};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    color: ${theme.color.text};
    background: ${theme.color.surfaceSunken};
    -webkit-font-smoothing: antialiased;
  }
  /* A page's heading may carry an id with no place to break (an order's OD and 14 digits): it
     wraps rather than widening a phone's page. */
  h1 { overflow-wrap: anywhere; }
  img, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* What a script focuses or an address's #fragment leads to comes into view below the sticky
     header, not under it. */
  [tabindex='-1'], :target { scroll-margin-block-start: 6.5rem; }
  :focus-visible {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  ${theme.media.motionSafe} {
    html { scroll-behavior: smooth; }
  }
`;
