import styled from 'styled-components';
import { bareFieldset, focusRing, iconMeta } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const SlotPickerRoot = styled.fieldset`
  ${bareFieldset}
  gap: ${theme.space[3]};
  color: ${theme.color.text};
`;

export const SlotPickerLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const SlotDuration = styled.p`
  ${iconMeta}
  & time {
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.semibold};
  }
`;

export const SlotSectionTitle = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

// Days scroll sideways on a phone; the focus ring needs the padding to show inside the scroller.
export const DayList = styled.ul`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[1]};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  overscroll-behavior-x: contain;

  & > li {
    flex: 0 0 auto;
    scroll-snap-align: start;
  }
`;

export const DayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[1]};
  min-width: ${theme.size.targetMin};
  min-height: ${theme.size.targetMin};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: inherit;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};
  cursor: pointer;
  transition-property: background-color, border-color, color;
  transition-duration: ${theme.motion.duration.fast};
  transition-timing-function: ${theme.motion.easing.standard};
  ${focusRing}

  & > span:where(:first-child) {
    color: ${theme.color.textMuted};
  }
  & > span:nth-child(2) {
    font-weight: ${theme.font.weight.semibold};
    white-space: nowrap;
  }
  & > span:where(:last-child) {
    font-size: ${theme.font.size.xs};
    color: ${theme.color.textMuted};
  }
  &:where(:hover) {
    border-color: ${theme.color.brand};
  }
  &:where([aria-pressed='true']) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: ${theme.color.textOnBrand};
    & > span {
      color: inherit;
    }
  }
  &:where([data-empty]:not([aria-pressed='true'])) {
    background: ${theme.color.surfaceSunken};
  }
`;

export const SlotGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[2]};

  ${theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const SlotButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  min-width: ${theme.size.targetMin};
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[2]};
  border: ${theme.borderWidth.thin} solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: inherit;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  transition-property: background-color, border-color, color;
  transition-duration: ${theme.motion.duration.fast};
  transition-timing-function: ${theme.motion.easing.standard};
  ${focusRing}

  // Not on the chosen slot: its white text needs the brand background under the pointer too.
  &:where([data-state='available']:not([aria-checked='true']):hover) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
  }
  &:where([aria-checked='true']) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: ${theme.color.textOnBrand};
  }
  &:where([aria-disabled='true']) {
    border-style: dashed;
    border-color: ${theme.color.border};
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
  &:where([data-state='full']) > span:first-child {
    text-decoration: line-through;
  }
`;

export const SlotReason = styled.span`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
`;

export const SlotEmpty = styled.p`
  margin: 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  text-align: center;
`;
