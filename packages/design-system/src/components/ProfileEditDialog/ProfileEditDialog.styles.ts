import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const ProfileEditForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/** The dialog's actions, inside the form so Enter in any field submits it; laid out like Dialog's footer. */
export const ProfileEditActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[2]};

  ${theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
