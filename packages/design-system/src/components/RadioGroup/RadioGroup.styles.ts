import styled from 'styled-components';
import { bareFieldset } from '../../internal/styles/mixins.ts';
import { checkControl, checkLabel } from '../../internal/styles/field.tsx';
import { theme } from '../../theme/theme.ts';

export const RadioGroupRoot = styled.fieldset`
  ${bareFieldset}
  gap: ${theme.space[2]};
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

/** One option: a label around the radio, its label line and its description, all one target. */
export const RadioOption = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  cursor: pointer;

  &:where([data-disabled]) {
    cursor: not-allowed;
  }
`;

export const RadioInput = styled.input`
  ${checkControl}

  [data-invalid] & {
    border-radius: ${theme.radius.round};
  }
`;

export const RadioTexts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  line-height: ${theme.font.lineHeight.normal};
`;

export const RadioLabel = styled.span`
  ${checkLabel}
`;

export const RadioDescription = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
