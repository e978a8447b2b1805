import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { theme } from '../../theme/theme.ts';

export const CouponFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

// The text field's parts join this grid (its wrapper is `display: contents`), so Apply lines up
// with the input box whatever the label above and the error below, even at 360 px.
export const CouponCodeRow = styled.div`
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
  & input {
    text-transform: uppercase;
  }
  & input::placeholder {
    text-transform: none;
  }
`;

export const CouponOtpStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceSunken};
`;

export const CouponOtpActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const CouponLimitNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
    margin-top: calc((1lh - ${theme.size.iconSm}) / 2);
  }
`;
