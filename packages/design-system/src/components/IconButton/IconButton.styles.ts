import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { ButtonRoot } from '../Button/Button.styles.ts';

// The Button's variants and states, in a square.
export const IconButtonRoot = styled(ButtonRoot)`
  padding: 0;
  width: ${theme.size.controlMd};
  height: ${theme.size.controlMd};

  &:where([data-size='sm']) {
    width: ${theme.size.controlSm};
    height: ${theme.size.controlSm};
  }
  &:where([data-size='lg']) {
    width: ${theme.size.controlLg};
    height: ${theme.size.controlLg};
  }
`;
