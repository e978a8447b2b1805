import styled from 'styled-components';
import { iconCardTitle, stackedCard } from '../../internal/styles/card.ts';
import { theme } from '../../theme/theme.ts';
import { aqiCategoryRules, aqiCategorySelectors } from '../AqiBar/aqiColors.ts';

export const AqiWidgetRoot = styled.section`
  ${aqiCategorySelectors}
  ${stackedCard}
  box-shadow: ${theme.shadow.sm};
`;

export const AqiWidgetHeading = styled.h2`
  ${iconCardTitle}

  & > svg {
    color: ${theme.color.textMuted};
  }
`;

export const AqiReadingRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0;
`;

export const AqiValue = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.xxxl};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;

  & > small {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.semibold};
  }
`;

export const AqiPill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  background: var(--aqi-surface);
  color: var(--aqi-text);
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};

  &::before {
    content: '';
    width: ${theme.space[2]};
    height: ${theme.space[2]};
    border-radius: ${theme.radius.round};
    background: var(--aqi-accent);
    box-shadow: 0 0 0 ${theme.borderWidth.thin} var(--aqi-text);
  }
`;

export const AqiScale = styled.ol`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${aqiCategoryRules('& > li')}

  & > li {
    height: ${theme.space[2]};
    border-radius: ${theme.radius.pill};
    background: var(--aqi-accent);
    opacity: 0.35;
  }
  & > li[data-current] {
    opacity: 1;
    box-shadow: 0 0 0 ${theme.borderWidth.thin} var(--aqi-text);
  }
`;

export const AqiDescription = styled.p`
  margin: 0;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
`;

export const AqiFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
`;
