import styled from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const LinkRoot = styled.a`
  color: ${theme.color.brand};
  font-weight: ${theme.font.weight.medium};
  text-decoration-line: underline;
  text-decoration-thickness: ${theme.borderWidth.thin};
  text-underline-offset: 0.2em;
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  transition: color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${focusRing}

  &:where(:hover) {
    color: ${theme.color.brandHover};
    text-decoration-thickness: ${theme.borderWidth.thick};
  }
  &:where(:active) {
    color: ${theme.color.brandActive};
  }

  & > svg {
    display: inline-block;
    flex-shrink: 0;
    width: 1em;
    height: 1em;
    margin-inline-start: ${theme.space[1]};
    vertical-align: -0.125em;
  }

  &:where([data-variant='standalone']) {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-width: ${theme.size.targetMin};
    min-height: ${theme.size.targetMin};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.semibold};
    text-decoration-line: none;

    &:where(:hover) {
      text-decoration-line: underline;
    }
    & > svg {
      width: ${theme.size.iconMd};
      height: ${theme.size.iconMd};
      margin-inline-start: 0;
    }
  }
`;
