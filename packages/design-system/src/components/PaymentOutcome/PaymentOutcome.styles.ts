import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { ButtonRoot } from '../Button/Button.styles.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const PaymentOutcomeRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]} ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-align: center;

  ${theme.media.md} {
    padding: ${theme.space[8]} ${theme.space[6]};
  }
`;

export const OutcomeIcon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[9]};
  height: ${theme.space[9]};
  border-radius: ${theme.radius.round};

  & > svg {
    width: ${theme.space[7]};
    height: ${theme.space[7]};
  }
  [data-variant='success'] > & {
    background: ${theme.color.successSubtle};
    color: ${theme.color.success};
  }
  [data-variant='failure'] > & {
    background: ${theme.color.dangerSubtle};
    color: ${theme.color.danger};
  }
  [data-variant='orderFailed'] > & {
    background: ${theme.color.warningSubtle};
    color: ${theme.color.warning};
  }
`;

export const OutcomeTitle = styled.h1`
  ${headingText(theme.font.size.xl, theme.font.weight.bold)}

  ${theme.media.md} {
    font-size: ${theme.font.size.xxl};
  }
`;

export const OutcomeMessage = styled.p`
  margin: 0;
  max-width: ${theme.size.dialogMd};
  color: ${theme.color.textMuted};
`;

export const OutcomeDetails = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
  max-width: ${theme.size.dialogSm};
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  font-size: ${theme.font.size.sm};
  text-align: start;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[4]};
  }
  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    text-align: end;
  }
`;

export const OutcomeActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
  max-width: ${theme.size.dialogSm};

  ${theme.media.sm} {
    flex-direction: row;
    justify-content: center;
    width: auto;
    max-width: none;
  }
`;

// A link that looks like a button: navigation (home, the order) keeps a real <a href>.
export const OutcomeLink = styled(ButtonRoot)`
  text-decoration: none;
`;
