import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const PendingRequestListRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
  color: ${theme.color.text};
`;

// Heading and "Book a new service" stack on a phone and share a row from sm up.
export const PendingRequestHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  ${theme.media.sm} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

export const PendingRequestItems = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space[4]};
  }
`;

export const PendingRequestPlaceholder = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;
