import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const ErrorPageRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[4]};
  box-sizing: border-box;
  width: 100%;
  max-width: ${theme.size.dialogMd};
  margin-inline: auto;
  padding: ${theme.space[7]} ${theme.space[4]};
  text-align: center;
  color: ${theme.color.text};

  ${theme.media.md} {
    padding-block: ${theme.space[9]};
  }
`;

export const ErrorPageCode = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  ${headingText(theme.font.size.xxxl, theme.font.weight.bold)}
  letter-spacing: ${theme.font.letterSpacing.wide};
  color: ${theme.color.brand};

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
    color: ${theme.color.accent};
  }
`;

export const ErrorPageTitle = styled.h1`
  ${headingText(theme.font.size.xl, theme.font.weight.bold)}

  ${theme.media.md} {
    font-size: ${theme.font.size.xxl};
  }
`;

export const ErrorPageMessage = styled.p`
  margin: 0;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.textMuted};
`;

export const ErrorPageActions = styled.div`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};

  ${theme.media.sm} {
    flex-direction: row;
    align-self: center;
    justify-content: center;
  }
`;
