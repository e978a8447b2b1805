import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

// The button sits under the field at every width, so a message under the field never pushes it
// out of line; on a phone it spans the width, a thumb's reach.
export const CustomerLookupRoot = styled.form`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    align-items: flex-start;

    & > :first-child {
      align-self: stretch;
    }
  }
`;
