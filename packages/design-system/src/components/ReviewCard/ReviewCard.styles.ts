import styled from 'styled-components';
import { headingText } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const ReviewCardRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[4]};
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  color: ${theme.color.text};
  overflow-wrap: anywhere;
`;

export const ReviewCardTitle = styled.h3`
  ${headingText(theme.font.size.md)}
`;

export const ReviewCardByline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const ReviewCardVerified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.success};
  font-weight: ${theme.font.weight.semibold};

  & > svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
`;

export const ReviewCardText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  line-height: ${theme.font.lineHeight.normal};

  & > p {
    margin: 0;
  }
`;

export const ReviewCardHelpful = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
