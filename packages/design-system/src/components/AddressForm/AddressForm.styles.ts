import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const AddressFormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
  color: ${theme.color.text};
`;

export const AddressLocation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
`;

export const AddressStatus = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};

  &:where(:empty) {
    display: none;
  }
  &:where([data-tone='danger']) {
    color: ${theme.color.danger};
  }
`;

// City and state side by side from md up; one column on a phone.
export const AddressRow = styled.div`
  display: grid;
  gap: ${theme.space[4]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const AddressActions = styled.div`
  display: flex;
  flex-direction: column;

  ${theme.media.md} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
