import styled from 'styled-components';
import { inlineDetails } from '../../internal/styles/card.ts';
import { headingText } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const StaffBarRoot = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceSunken};
`;

export const StaffIdentity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const StaffName = styled.p`
  ${headingText(theme.font.size.md)}
  margin: 0;
  overflow-wrap: anywhere;
`;

export const StaffDetails = styled.dl`
  ${inlineDetails}
`;
