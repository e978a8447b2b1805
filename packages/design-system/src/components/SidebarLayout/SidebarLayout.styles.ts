import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const SidebarLayoutRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  align-items: start;

  &[data-from='md'] {
    ${theme.media.md} {
      grid-template-columns: ${theme.size.sidebar} minmax(0, 1fr);
      gap: ${theme.space[6]};
    }
  }
  &[data-from='lg'] {
    ${theme.media.lg} {
      grid-template-columns: ${theme.size.sidebar} minmax(0, 1fr);
      gap: ${theme.space[6]};
    }
  }
`;

export const SidebarLayoutSide = styled.aside`
  min-width: 0;
`;

export const SidebarLayoutMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;
