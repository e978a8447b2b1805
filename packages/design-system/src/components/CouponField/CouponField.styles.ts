import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { fieldWithActionRow } from '../../internal/styles/fieldWithAction.ts';
import { iconNote } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const CouponFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

export const CouponCodeRow = styled.div`
  ${fieldWithActionRow(`& > ${identitySelector('TextField')}`)}
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
  ${iconNote}
  color: ${theme.color.textMuted};
`;
