import styled from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const MenuProfile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: calc(-1 * ${theme.space[4]}) calc(-1 * ${theme.space[4]}) ${theme.space[4]};
  padding: ${theme.space[4]};
  background: ${theme.color.brandSubtle};
`;

export const MenuGreeting = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-weight: ${theme.font.weight.semibold};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
    color: ${theme.color.brand};
  }
`;

export const MenuNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const MenuBlock = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  & + & {
    padding-top: ${theme.space[4]};
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
`;

/** Customer care's number after the menu's links. */
export const MenuHelp = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin-top: ${theme.space[4]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
`;

export const MenuSectionTitle = styled.h3`
  margin: 0 0 ${theme.space[1]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: ${theme.font.letterSpacing.wide};
  text-transform: uppercase;
`;

export const MenuList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  &:where([hidden]) {
    display: none;
  }
  & & {
    padding-inline-start: ${theme.space[6]};
  }
`;

const row = `
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  width: 100%;
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[2]};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text};
  font-family: inherit;
  font-size: ${theme.font.size.md};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:where(:hover) {
    background: ${theme.color.surfaceSunken};
  }
  & > svg,
  & > img {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
  }
`;

export const MenuLink = styled.a`
  ${row}
  ${focusRing}
  &:where([aria-current='page']) {
    color: ${theme.color.brand};
    font-weight: ${theme.font.weight.semibold};
  }
`;

export const MenuGroupButton = styled.button`
  ${row}
  ${focusRing}
  font-weight: ${theme.font.weight.medium};

  & > [data-chevron] {
    margin-inline-start: auto;
    transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  }
  &:where([aria-expanded='true']) > [data-chevron] {
    transform: rotate(180deg);
  }
`;
