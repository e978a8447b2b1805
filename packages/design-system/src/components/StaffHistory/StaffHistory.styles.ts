import styled from 'styled-components';
import { statusBadge } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const StaffHistoryRoot = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]} 0;
    border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
    font-size: ${theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

export const StaffHistoryLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;

  & > time {
    color: ${theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export const StaffHistoryAction = styled.span`
  ${statusBadge}
`;

export const StaffHistoryDetail = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;
