import { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';

/** The visible keyboard focus ring every interactive part uses. */
export const focusRing = css`
  &:where(:focus-visible) {
    outline: ${theme.borderWidth.focusRing} solid ${theme.color.focus};
    outline-offset: ${theme.borderWidth.focusOffset};
  }
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A fieldset without the browser's frame and inset, stacking its legend and options. */
export const bareFieldset = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A list without the browser's bullets and inset: the component lays out its items. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list of chips, badges or marks that flow along the line and wrap. */
export const chipList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  ${bareList}
`;

/** An icon child at a fixed size that never shrinks beside its text. */
export const childIcon = (size: string) => css`
  & > svg {
    flex-shrink: 0;
    width: ${size};
    height: ${size};
  }
`;

/** A leading icon that keeps its size and sits centred on the first line of the text beside it. */
export const firstLineIcon = (size: string) => css`
  ${childIcon(size)}
  & > svg {
    margin-top: calc((1lh - ${size}) / 2);
  }
`;

/** A heading's text: no margins, tight lines, at a step of the type scale. */
export const headingText = (size: string, weight: string = theme.font.weight.semibold) => css`
  margin: 0;
  font-size: ${size};
  font-weight: ${weight};
  line-height: ${theme.font.lineHeight.tight};
`;

/** A line of small text with its icon on the first line: a field's error, a note, a result. */
export const iconNote = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  ${firstLineIcon(theme.size.iconSm)}
`;

/** A muted line of small text led by its icon: a contact's number, a slot's length, a profile's detail. */
export const iconMeta = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  ${childIcon(theme.size.iconSm)}
`;
