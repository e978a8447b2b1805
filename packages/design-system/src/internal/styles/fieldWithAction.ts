import { css } from 'styled-components';
import { theme } from '../../theme/theme.ts';

/**
 * A text field with its button beside the input box (Apply, Verify, Check). The field's parts join
 * this grid (its wrapper becomes `display: contents`), so the button lines up with the box whatever
 * the label above and the error below, even at 360 px; `data-has-hint` moves it below a hint line.
 * `field` selects the TextField's root from the row.
 */
export const fieldWithActionRow = (field: string) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${theme.space[2]};

  ${field} {
    display: contents;
  }
  ${field} > * {
    grid-column: 1 / -1;
  }
  ${field} > div {
    grid-column: 1;
  }
  ${field} > :not(:first-child) {
    margin-top: ${theme.space[1]};
  }
  & > button {
    grid-column: 2;
    grid-row: 2;
    align-self: start;
    margin-top: ${theme.space[1]};
  }
  &:where([data-has-hint]) > button {
    grid-row: 3;
  }
`;

/** The result line under such a field: it stays in the page while empty, as a live region, so the result that fills it is announced. */
export const fieldResultLine = css`
  display: flex;
  align-items: flex-start;
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  margin-top: ${theme.space[2]};

  &:where(:empty) {
    margin-top: 0;
  }
`;
