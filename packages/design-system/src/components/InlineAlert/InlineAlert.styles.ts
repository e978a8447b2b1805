import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

const tones = {
  info: { accent: theme.color.info, surface: theme.color.infoSubtle },
  success: { accent: theme.color.success, surface: theme.color.successSubtle },
  warning: { accent: theme.color.warning, surface: theme.color.warningSubtle },
  error: { accent: theme.color.danger, surface: theme.color.dangerSubtle },
};

const toneSelectors = Object.entries(tones)
  .map(
    ([tone, { accent, surface }]) => `
  &:where([data-tone='${tone}']) {
    background: ${surface};
    border-color: ${accent};
    color: ${accent};
  }`,
  )
  .join('\n');

export const InlineAlertRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid;
  border-inline-start-width: ${theme.space[1]};
  border-radius: ${theme.radius.md};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  ${toneSelectors}

  ${theme.media.md} {
    font-size: ${theme.font.size.md};
  }
`;

export const InlineAlertIcon = styled.span`
  display: flex;
  flex-shrink: 0;
  height: 1lh;
  align-items: center;

  & > svg {
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
  }
`;

export const InlineAlertContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  color: ${theme.color.text};
`;

export const InlineAlertTitle = styled.p`
  margin: 0;
  font-weight: ${theme.font.weight.semibold};
`;

export const InlineAlertBody = styled.div`
  & > p {
    margin: 0;
  }
`;

export const InlineAlertAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[2]};
`;

export const InlineAlertDismiss = styled.div`
  flex-shrink: 0;
  margin-block: calc(${theme.space[1]} * -1);
  margin-inline-end: calc(${theme.space[2]} * -1);
`;
