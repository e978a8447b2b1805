import styled from 'styled-components';
import { focusRing } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const BreadcrumbsRoot = styled.nav`
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.textMuted};
`;

export const BreadcrumbsList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BreadcrumbsItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-width: 0;

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
    color: ${theme.color.textMuted};
  }
`;

export const BreadcrumbsLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.brand};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  ${focusRing}

  &:where(:hover) {
    color: ${theme.color.brandHover};
    text-decoration-thickness: ${theme.borderWidth.thick};
  }
`;

export const BreadcrumbsCurrent = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.semibold};
`;
