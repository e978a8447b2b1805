import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const ReviewListRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  color: ${theme.color.text};

  & > button {
    align-self: flex-start;
  }
`;

export const ReviewListTools = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, max-content);
  }
`;

export const ReviewListStatus = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};

  &:empty {
    display: none;
  }
`;

export const ReviewListItems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ReviewListEmpty = styled.p`
  margin: 0;
  padding-block: ${theme.space[4]};
  color: ${theme.color.textMuted};
`;
