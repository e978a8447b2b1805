import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

// Mobile first: each pair is a label above its value. From md up (responsive layout) the pairs
// share the list's two columns through subgrid, so every label lines up in one column sized to the
// longest label (at most a third of the width) and every value in the other.
export const DescriptionListRoot = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    min-width: 0;
  }
  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  & dd:where([data-empty]) {
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.textMuted};
  }

  ${theme.media.md} {
    &:where([data-layout='responsive']) {
      grid-template-columns: fit-content(33%) minmax(0, 1fr);
      gap: ${theme.space[3]} ${theme.space[5]};
      font-size: ${theme.font.size.md};
    }
    &:where([data-layout='responsive']) > div {
      display: grid;
      grid-column: 1 / -1;
      grid-template-columns: subgrid;
      align-items: baseline;
    }
  }
`;
