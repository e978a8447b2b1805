import styled from 'styled-components';
import { focusRing, headingText, visuallyHidden } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const FooterRoot = styled.footer`
  box-sizing: border-box;
  width: 100%;
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.text};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  font-size: ${theme.font.size.sm};
  /* Below the first screen on most pages: the browser lays it out and paints it when it comes near
     the viewport, not in the first paint's work. The sizes hold its place until then, near what
     it measures at each width, and the browser remembers the real one once it has drawn it. */
  content-visibility: auto;
  contain-intrinsic-size: auto 70rem;

  ${theme.media.md} {
    contain-intrinsic-size: auto 46rem;
  }

  ${theme.media.lg} {
    contain-intrinsic-size: auto 40rem;
  }
`;

export const FooterInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

export const FooterColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[5]} ${theme.space[4]};

  ${theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const FooterGroup = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

export const FooterHeading = styled.h2`
  ${headingText(theme.font.size.sm, theme.font.weight.bold)}
  letter-spacing: ${theme.font.letterSpacing.wide};
  text-transform: uppercase;
  color: ${theme.color.text};

  &:where([data-hidden]) {
    ${visuallyHidden}
  }
`;

export const FooterList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  &:where([data-layout='row']) {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${theme.space[1]} ${theme.space[4]};
  }
  &:where([data-layout='icons']) {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
  }
`;

export const FooterLinkRoot = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.targetMin};
  padding-block: ${theme.space[1]};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  text-decoration: none;
  ${focusRing}

  &:where(:hover) {
    color: ${theme.color.brand};
    text-decoration: underline;
  }
  & > img {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    object-fit: contain;
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }

  &:where([data-helpline]) {
    color: ${theme.color.brand};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.semibold};
  }

  &:where([data-icon-only]) {
    justify-content: center;
    box-sizing: border-box;
    width: ${theme.size.controlMd};
    height: ${theme.size.controlMd};
    padding: 0;
    border: ${theme.borderWidth.thin} solid ${theme.color.border};
    border-radius: ${theme.radius.round};
    background: ${theme.color.surface};
    &:where(:hover) {
      border-color: ${theme.color.brand};
    }
  }
`;

export const FooterExtras = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[5]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};

  ${theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
    align-items: flex-start;
  }
`;

export const FooterBottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[5]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};

  ${theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
`;

export const FooterCopyright = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;
