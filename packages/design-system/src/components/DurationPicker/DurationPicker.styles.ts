import styled from 'styled-components';
import { choiceCard, choiceCardRadio, choiceCardText } from '../../internal/styles/choiceCard.ts';
import { bareFieldset } from '../../internal/styles/mixins.ts';
import { badge } from '../../internal/styles/badge.ts';
import { theme } from '../../theme/theme.ts';

export const DurationPickerRoot = styled.fieldset`
  ${bareFieldset}
  gap: ${theme.space[2]};
  color: ${theme.color.text};
`;

export const DurationLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

export const DurationOptions = styled.div`
  display: grid;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(calc(${theme.size.dialogSm} / 2), 1fr));
  }
  ${theme.media.xl} {
    grid-template-columns: repeat(auto-fit, minmax(calc(${theme.size.dialogSm} / 3), 1fr));
  }
`;

// A radio card: the label's stretched ::after makes the whole card choose the duration, while the
// price stays outside the label (a paragraph cannot sit inside one) and describes the radio.
export const DurationCard = styled.div`
  position: relative;
  ${choiceCard}
`;

export const DurationRadio = styled.input`
  ${choiceCardRadio}
`;

export const DurationText = styled.div`
  ${choiceCardText}
`;

export const DurationLabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const DurationLabel = styled.label`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  [data-disabled] & {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const DurationBadge = styled.span`
  ${badge}
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSubtle};
  color: ${theme.color.accent};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
`;

export const DurationNote = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const DurationSaving = styled.span`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.success};
`;
