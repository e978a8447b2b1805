import styled from 'styled-components';
import { headingText } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const OfferBannerRoot = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
  height: 100%;
  padding: ${theme.space[4]};
  border-inline-start: ${theme.space[1]} solid ${theme.color.accent};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.accentSubtle};
  color: ${theme.color.text};
`;

export const OfferBannerTitle = styled.h3`
  ${headingText(theme.font.size.lg)}
`;

export const OfferBannerText = styled.p`
  margin: 0;
  flex: 1;
`;
