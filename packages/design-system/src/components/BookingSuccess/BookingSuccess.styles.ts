import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

// The card, the success icon and the actions row are PaymentOutcome's (BookingSuccess.tsx
// imports them): one look for every "it worked" page.

export const SuccessText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  max-width: ${theme.size.dialogLg};

  & > p {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.normal};
  }
  ${theme.media.md} {
    & > p {
      font-size: ${theme.font.size.md};
    }
  }
`;

// The details stay left-aligned inside the centred card, so label and value line up.
export const SuccessDetails = styled.div`
  width: 100%;
  max-width: ${theme.size.dialogMd};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  text-align: start;
`;
