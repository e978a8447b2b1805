import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { theme } from '../../theme/theme.ts';

export const PincodeAvailabilityRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

// The pincode field's parts join this grid (its wrappers are `display: contents`), so Check lines
// up with the input box whatever the label above and the error below.
export const PincodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${theme.space[2]};

  & > ${identitySelector('PincodeInput')}, & > * > ${identitySelector('TextField')} {
    display: contents;
  }
  & > * > ${identitySelector('TextField')} > * {
    grid-column: 1 / -1;
  }
  & > * > ${identitySelector('TextField')} > div {
    grid-column: 1;
  }
  & > * > ${identitySelector('TextField')} > :not(:first-child) {
    margin-top: ${theme.space[1]};
  }
  & > button {
    grid-column: 2;
    grid-row: 2;
    align-self: start;
    margin-top: ${theme.space[1]};
  }

  ${theme.media.sm} {
    max-width: ${theme.size.dialogSm};
  }
`;

export const PincodeResult = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};

  margin-top: ${theme.space[2]};

  /* Empty, it stays in the page as a live region, so the result that fills it is announced. */
  &:empty {
    margin-top: 0;
  }
  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
    margin-top: calc((1lh - ${theme.size.iconMd}) / 2);
  }
  &[data-status='available'] > svg {
    color: ${theme.color.success};
  }
  &[data-status='unavailable'],
  &[data-status='error'] {
    color: ${theme.color.danger};
  }
  &[data-status='checking'] {
    color: ${theme.color.textMuted};
  }
`;
