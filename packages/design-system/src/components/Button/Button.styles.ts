import styled from 'styled-components';
import { childIcon, focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

const enabled = ':not(:disabled):not([aria-disabled="true"])';

export const ButtonRoot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-width: ${theme.size.targetMin};
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[2]} ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid transparent;
  border-radius: ${theme.radius.md};
  font-family: inherit;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition-property: background-color, border-color, color;
  transition-duration: ${theme.motion.duration.fast};
  transition-timing-function: ${theme.motion.easing.standard};
  ${focusRing}

  ${childIcon(theme.size.iconMd)}

  &:where([data-size='sm']) {
    min-height: ${theme.size.controlSm};
    padding: ${theme.space[1]} ${theme.space[3]};
    font-size: ${theme.font.size.sm};
    & > svg {
      width: ${theme.size.iconSm};
      height: ${theme.size.iconSm};
    }
  }
  &:where([data-size='lg']) {
    min-height: ${theme.size.controlLg};
    padding: ${theme.space[3]} ${theme.space[5]};
    font-size: ${theme.font.size.lg};
  }
  &:where([data-full-width]) {
    width: 100%;
  }

  &:where([data-variant='primary']) {
    background: ${theme.color.brand};
    color: ${theme.color.textOnBrand};
    &:where(${enabled}:hover) {
      background: ${theme.color.brandHover};
    }
    &:where(${enabled}:active) {
      background: ${theme.color.brandActive};
    }
  }
  &:where([data-variant='secondary']) {
    background: ${theme.color.surface};
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
    &:where(${enabled}:hover) {
      background: ${theme.color.brandSubtle};
    }
    &:where(${enabled}:active) {
      background: ${theme.color.brandSubtleHover};
    }
  }
  &:where([data-variant='tertiary']) {
    background: transparent;
    color: ${theme.color.brand};
    &:where(${enabled}:hover) {
      background: ${theme.color.brandSubtle};
    }
    &:where(${enabled}:active) {
      background: ${theme.color.brandSubtleHover};
    }
  }
  &:where([data-variant='danger']) {
    background: ${theme.color.danger};
    color: ${theme.color.textInverse};
    &:where(${enabled}:hover) {
      background: ${theme.color.dangerHover};
    }
    &:where(${enabled}:active) {
      background: ${theme.color.dangerActive};
    }
  }

  &:where([aria-busy='true']) {
    cursor: progress;
  }
  &:where(:disabled) {
    background: ${theme.color.surfaceMuted};
    border-color: transparent;
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;
