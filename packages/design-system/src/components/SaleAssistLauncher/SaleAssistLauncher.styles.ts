import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { IconButtonRoot } from '../IconButton/IconButton.styles.ts';

// The IconButton's primary look, as a 48 px round floating button.
export const SaleAssistLauncherRoot = styled(IconButtonRoot)`
  border-radius: ${theme.radius.round};
  box-shadow: ${theme.shadow.lg};

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;
