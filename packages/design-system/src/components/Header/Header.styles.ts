import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';
import { Button } from '../Button/index.ts';
import { IconButtonRoot } from '../IconButton/IconButton.styles.ts';

export const HeaderRoot = styled.header`
  box-sizing: border-box;
  width: 100%;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};

  &:where([data-sticky]) {
    position: sticky;
    top: 0;
    z-index: ${theme.zIndex.header};
  }
`;

export const SkipLink = styled.a`
  ${visuallyHidden}
  ${focusRing}

  /* In the flow when focused, so it never covers the controls it comes before. */
  &:where(:focus) {
    position: static;
    display: block;
    width: auto;
    height: auto;
    margin: 0;
    padding: ${theme.space[2]} ${theme.space[4]};
    overflow: visible;
    clip: auto;
    white-space: normal;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.brand};
    font-weight: ${theme.font.weight.semibold};
    box-shadow: ${theme.shadow.lg};
  }
`;

/** The strip above the main row (featured and profile links); from md up only. */
export const HeaderTopBar = styled.div`
  display: none;
  background: ${theme.color.surfaceSunken};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  font-size: ${theme.font.size.sm};

  ${theme.media.md} {
    display: block;
  }
`;

export const HeaderTopBarInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
`;

/** Customer care's number in the strip above, from lg: a `tel:` link (below, the menu and the footer carry it). */
export const HelplineLink = styled.a`
  display: none;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.size.targetMin};
  padding: ${theme.space[1]};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.brand};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
  text-decoration: none;
  ${focusRing}

  &:where(:hover) {
    text-decoration: underline;
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }

  ${theme.media.lg} {
    display: inline-flex;
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlLg};
  padding-block: ${theme.space[2]};

  ${theme.media.md} {
    gap: ${theme.space[4]};
  }
`;

/** The menu button: the way to the navigation below lg, where the nav collapses. */
export const MenuButtonSlot = styled.div`
  display: flex;
  margin-inline-start: calc(-1 * ${theme.space[2]});

  ${theme.media.lg} {
    display: none;
  }
`;

export const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.size.targetMin};
  flex-shrink: 0;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.brand};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
  text-decoration: none;
  ${focusRing}

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
    color: ${theme.color.accent};
  }
  & img {
    display: block;
    height: ${theme.size.controlSm};
    width: auto;
  }
`;

export const LinkList = styled.ul`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The primary nav; hidden below lg, where the hamburger menu carries it (a tablet's row has no room
 * for four links beside search, account and cart). It keeps to one row and never narrows under its
 * links: the account's name gives way instead. Its links' icons show from xl up.
 */
export const PrimaryNav = styled.nav`
  display: none;
  flex-shrink: 0;

  ${theme.media.lg} {
    display: block;
  }
  & > ul {
    flex-wrap: nowrap;
  }
  & img {
    display: none;
  }
  ${theme.media.xl} {
    & img {
      display: block;
    }
  }
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.size.targetMin};
  padding: ${theme.space[1]} ${theme.space[1]};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  transition: color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${focusRing}

  &:where(:hover) {
    color: ${theme.color.brand};
    text-decoration: underline;
  }
  &:where([aria-current='page']) {
    color: ${theme.color.brand};
    font-weight: ${theme.font.weight.semibold};
    text-decoration: underline;
    text-decoration-thickness: ${theme.borderWidth.thick};
    text-underline-offset: 0.3em;
  }
  & > img {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    object-fit: contain;
  }

  &:where([data-size='sm']) {
    font-size: ${theme.font.size.sm};
    & > img {
      width: ${theme.size.iconSm};
      height: ${theme.size.iconSm};
    }
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  margin-inline-start: auto;

  ${theme.media.md} {
    gap: ${theme.space[2]};
  }
`;

/** The customer's name beside an icon: a link, or the account menu's button. The name shows from lg up. */
const accountControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-width: ${theme.size.controlMd};
  min-height: ${theme.size.controlMd};
  padding-inline: ${theme.space[2]};
  box-sizing: border-box;
  border-radius: ${theme.radius.md};
  color: ${theme.color.brand};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
  ${focusRing}

  &:where(:hover) {
    background: ${theme.color.brandSubtle};
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
  }
  & > span {
    ${visuallyHidden}
  }
  /* The name shows from lg, beside the navigation. Its column alone may narrow, down to nothing, so
     a long name is cut with an ellipsis where the row ends and the control is never narrower than
     its icons. */
  ${theme.media.lg} {
    display: inline-grid;
    grid-auto-flow: column;
    grid-template-columns: auto minmax(0, max-content);

    & > span {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      overflow: hidden;
      clip: auto;
      text-overflow: ellipsis;
      max-width: ${theme.size.dialogSm};
    }
  }
`;

export const AccountLink = styled.a`
  ${accountControl}
`;

export const AccountMenuRoot = styled.div`
  position: relative;
`;

export const AccountMenuButton = styled.button`
  ${accountControl}
  border: none;
  background: none;
  font: inherit;
  cursor: pointer;

  & > svg:last-child {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
    transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

export const AccountMenuPanel = styled.div`
  position: absolute;
  top: calc(100% + ${theme.space[1]});
  right: 0;
  z-index: ${theme.zIndex.popover};
  box-sizing: border-box;
  min-width: calc(${theme.size.dialogSm} / 2);
  width: max-content;
  max-width: ${theme.size.dialogSm};
  padding: ${theme.space[2]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};

  &[hidden] {
    display: none;
  }
  & a {
    display: flex;
    padding-inline: ${theme.space[2]};
  }
`;

export const SignOutButton = styled.button`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  width: 100%;
  min-height: ${theme.size.targetMin};
  padding: ${theme.space[1]} ${theme.space[2]};
  border: none;
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: none;
  color: ${theme.color.text};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:where(:hover) {
    color: ${theme.color.brand};
    text-decoration: underline;
  }
`;

export const CartLink = styled(IconButtonRoot)`
  position: relative;
`;

export const CartBadge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${theme.size.iconMd};
  height: ${theme.size.iconMd};
  padding-inline: ${theme.space[1]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand};
  color: ${theme.color.textOnBrand};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
`;

export const SignInButton = styled(Button)`
  white-space: nowrap;
`;
