import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { IconButtonRoot } from '../../components/IconButton/IconButton.styles.ts';

// The IconButton's look (primary or secondary), as a 48 px round floating button.
export const FloatingToggleRoot = styled(IconButtonRoot)`
  border-radius: ${theme.radius.round};
  box-shadow: ${theme.shadow.lg};

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;
