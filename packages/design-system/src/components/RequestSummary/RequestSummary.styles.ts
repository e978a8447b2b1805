import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const SummarySections = styled.div`
  display: grid;
  gap: ${theme.space[3]};

  ${theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[4]};
  }
`;

export const SummarySection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const SummarySectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const SummarySectionTitle = styled.h3`
  ${headingText(theme.font.size.md)}
`;

export const SummaryPrice = styled.p`
  ${headingText(theme.font.size.xl, theme.font.weight.bold)}

  &:where([data-unknown]) {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    color: ${theme.color.textMuted};
  }
`;

export const SummaryNote = styled.p`
  margin: 0;
  font-style: normal;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
