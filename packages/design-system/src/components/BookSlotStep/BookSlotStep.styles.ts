import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

// The chosen visit (and, when rescheduling, the current one), said in words under the picker.
export const SlotSummary = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  font-size: ${theme.font.size.sm};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    color: ${theme.color.brand};
  }
  & p {
    margin: 0;
  }
  & strong {
    font-weight: ${theme.font.weight.semibold};
  }
  &:where([data-chosen]) {
    background: ${theme.color.brandSubtle};
  }
`;

export const SlotSummaryLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;
