import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const ContainerRoot = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: ${theme.size.container};
  margin-inline: auto;
  padding-inline: ${theme.space[4]};

  ${theme.media.md} {
    padding-inline: ${theme.space[5]};
  }
  ${theme.media.lg} {
    padding-inline: ${theme.space[6]};
  }

  &:where([data-width='full']) {
    max-width: none;
  }
  &:where([data-gutters='none']) {
    padding-inline: 0;
  }
  &:where([data-padded]) {
    padding-block: ${theme.space[5]};
    ${theme.media.md} {
      padding-block: ${theme.space[7]};
    }
  }
`;
