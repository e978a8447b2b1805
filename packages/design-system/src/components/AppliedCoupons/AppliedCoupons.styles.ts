import styled from 'styled-components';
import { chipList } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const AppliedCouponsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

export const AppliedCouponsHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlSm};
`;

export const AppliedCouponsTitle = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text};
`;

export const AppliedCouponsList = styled.ul`
  ${chipList}
`;

export const CouponChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  max-width: 100%;
  padding-inline-start: ${theme.space[3]};
  border: ${theme.borderWidth.thin} solid ${theme.color.success};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.successSubtle};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
    color: ${theme.color.success};
  }
  & > button {
    flex-shrink: 0;
    border-radius: ${theme.radius.pill};
    color: ${theme.color.text};
  }
`;

export const CouponChipCode = styled.span`
  min-width: 0;
  font-weight: ${theme.font.weight.bold};
  letter-spacing: ${theme.font.letterSpacing.wide};
  overflow-wrap: anywhere;
`;

export const CouponChipSaving = styled.span`
  flex-shrink: 0;
  color: ${theme.color.success};
  font-weight: ${theme.font.weight.semibold};
`;
