import styled from 'styled-components';
import { cardTitle, stackedCard } from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';

export const StoreCardRoot = styled.article`
  ${stackedCard}
  gap: ${theme.space[2]};
`;

export const StoreName = styled.h3`
  ${cardTitle}
  overflow-wrap: anywhere;
`;

export const StoreAddress = styled.address`
  font-style: normal;
  line-height: ${theme.font.lineHeight.normal};
`;

export const StoreHours = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const StoreActions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
`;
