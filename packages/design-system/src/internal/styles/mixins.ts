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

/** A leading icon that keeps its size and sits centred on the first line of the text beside it. */
export const firstLineIcon = (size: string) => css`
  & > svg {
    flex-shrink: 0;
    width: ${size};
    height: ${size};
    margin-top: calc((1lh - ${size}) / 2);
  }
`;
