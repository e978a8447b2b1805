import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const DurationPickerRoot = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
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
`;

// A radio card: the label's stretched ::after makes the whole card choose the duration, while the
// price stays outside the label (a paragraph cannot sit inside one) and describes the radio.
export const DurationCard = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  transition-property: border-color, background-color, box-shadow;
  transition-duration: ${theme.motion.duration.fast};
  transition-timing-function: ${theme.motion.easing.standard};

  &:hover {
    border-color: ${theme.color.brand};
  }
  &:has(input:checked) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
    box-shadow: inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.brand};
  }
  &:has(input:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  &:has(input:disabled) {
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
    box-shadow: none;
  }
  [data-invalid] & {
    border-color: ${theme.color.danger};
  }
`;

export const DurationRadio = styled.input`
  flex-shrink: 0;
  width: ${theme.size.iconMd};
  height: ${theme.size.iconMd};
  margin: 0;
  margin-top: calc((${theme.font.lineHeight.tight} * ${theme.font.size.md} - ${theme.size.iconMd}) / 2);
  accent-color: ${theme.color.brand};

  &:focus-visible {
    outline: none;
  }
`;

export const DurationText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
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
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[2]};
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
