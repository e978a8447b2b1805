import { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText } from './mixins.ts';

// A saved item of a list on the account (a person, an address): its text column, its name line
// with the mark of the chosen one, and its actions.

export const savedItemDetails = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const savedItemName = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  ${headingText(theme.font.size.md)}
  overflow-wrap: anywhere;
`;

/**
 * Its Edit, Remove and the like: under the text on a phone, their words lined up with it (a
 * tertiary button's inset taken back), and beside it from the `beside` media query up.
 */
export const savedItemActions = (beside: string) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-inline-start: calc(-1 * ${theme.space[3]});

  ${beside} {
    flex-shrink: 0;
    margin-inline-start: 0;
  }
`;
