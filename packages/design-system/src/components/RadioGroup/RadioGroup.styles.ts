import styled from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';

export const RadioGroupRoot = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const RadioGroupLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[1]};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${theme.space[1]};
  color: ${theme.color.danger};
`;

export const RadioOptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    [data-direction='responsive'] > & {
      flex-direction: row;
      flex-wrap: wrap;
      gap: ${theme.space[3]} ${theme.space[5]};
    }
  }
`;

export const RadioOption = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
`;

export const RadioInput = styled.input`
  flex-shrink: 0;
  width: ${theme.size.targetMin};
  height: ${theme.size.targetMin};
  margin: 0;
  accent-color: ${theme.color.brand};
  cursor: pointer;
  ${focusRing}

  [data-invalid] & {
    outline: ${theme.borderWidth.thick} solid ${theme.color.danger};
    outline-offset: 0;
    border-radius: ${theme.radius.round};
  }
  [data-invalid] &:focus-visible {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const RadioTexts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  line-height: ${theme.font.lineHeight.normal};
`;

export const RadioLabel = styled.label`
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  cursor: pointer;

  [data-disabled] & {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const RadioDescription = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
