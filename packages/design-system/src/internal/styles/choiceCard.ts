import { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';

/**
 * A card that holds one radio of a group (a plan duration, a payment method): outlined, marked in
 * the brand colour when hovered or chosen, and ringed when its radio has keyboard focus, since the
 * radio itself draws no ring.
 */
export const choiceCard = css`
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

  &:where(:hover) {
    border-color: ${theme.color.brand};
  }
  &:where(:has(input:checked)) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSubtle};
    box-shadow: inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.brand};
  }
  &:where(:has(input:focus-visible)) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
  &:where(:has(input:disabled)) {
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
    box-shadow: none;
  }
  [data-invalid] & {
    border-color: ${theme.color.danger};
  }
`;

/** The radio inside a choice card, centred on the first line of its title; the card shows focus. */
export const choiceCardRadio = css`
  flex-shrink: 0;
  width: ${theme.size.iconMd};
  height: ${theme.size.iconMd};
  margin: 0;
  margin-top: calc((${theme.font.lineHeight.tight} * ${theme.font.size.md} - ${theme.size.iconMd}) / 2);
  accent-color: ${theme.color.brand};

  &:where(:focus-visible) {
    outline: none;
  }
`;

/** The title and description column beside a choice card's radio. */
export const choiceCardText = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;
