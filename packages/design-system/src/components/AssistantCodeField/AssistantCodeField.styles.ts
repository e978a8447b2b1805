import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { theme } from '../../theme/theme.ts';

export const AssistantCodeFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

// The field's parts join this grid (its wrapper is `display: contents`), so Verify lines up with
// the input box whatever the label, hint and error above and below it, even at 360 px.
export const AssistantCodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${theme.space[2]};

  & > ${identitySelector('TextField')} {
    display: contents;
  }
  & > ${identitySelector('TextField')} > * {
    grid-column: 1 / -1;
  }
  & > ${identitySelector('TextField')} > div {
    grid-column: 1;
  }
  & > ${identitySelector('TextField')} > :not(:first-child) {
    margin-top: ${theme.space[1]};
  }
  & > button {
    grid-column: 2;
    grid-row: 2;
    align-self: start;
    margin-top: ${theme.space[1]};
  }
  &[data-has-hint] > button {
    grid-row: 3;
  }
`;

export const AssistantCodeStatus = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.success};

  margin-top: ${theme.space[2]};

  /* Empty, it stays in the page as a live region, so the result that fills it is announced. */
  &:empty {
    margin-top: 0;
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
    margin-top: calc((1lh - ${theme.size.iconSm}) / 2);
  }
`;
