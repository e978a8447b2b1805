import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { ButtonRoot } from '../Button/Button.styles.ts';

// The Button's variants and states, in a square.
export const IconButtonRoot = styled(ButtonRoot)`
  padding: 0;
  width: ${theme.size.controlMd};
  height: ${theme.size.controlMd};

  &[data-size='sm'] {
    padding: 0;
    width: ${theme.size.controlSm};
    height: ${theme.size.controlSm};
  }
  &[data-size='lg'] {
    padding: 0;
    width: ${theme.size.controlLg};
    height: ${theme.size.controlLg};
  }
`;
