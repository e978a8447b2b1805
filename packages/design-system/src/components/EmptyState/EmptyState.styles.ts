import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[6]} ${theme.space[4]};
  text-align: center;
  color: ${theme.color.text};

  &:where([data-size='sm']) {
    padding: ${theme.space[4]} ${theme.space[3]};
  }
  ${theme.media.md} {
    &:where([data-size='md']) {
      padding: ${theme.space[8]} ${theme.space[6]};
    }
  }
`;

export const EmptyStateIllustration = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[9]};
  height: ${theme.space[9]};
  margin-bottom: ${theme.space[2]};
  border-radius: ${theme.radius.round};
  background: ${theme.color.brandSubtle};
  color: ${theme.color.brand};

  & > svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
  }
  & > img {
    max-width: 100%;
    max-height: 100%;
  }
  [data-size='sm'] > & {
    width: ${theme.space[8]};
    height: ${theme.space[8]};
    & > svg {
      width: ${theme.size.iconLg};
      height: ${theme.size.iconLg};
    }
  }
`;

export const EmptyStateTitle = styled.h2`
  ${headingText(theme.font.size.lg)}

  [data-size='sm'] > & {
    font-size: ${theme.font.size.md};
  }
  ${theme.media.md} {
    [data-size='md'] > & {
      font-size: ${theme.font.size.xl};
    }
  }
`;

export const EmptyStateDescription = styled.div`
  max-width: 40ch;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};

  & > p {
    margin: 0;
  }
  ${theme.media.md} {
    [data-size='md'] > & {
      font-size: ${theme.font.size.md};
    }
  }
`;

export const EmptyStateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;
