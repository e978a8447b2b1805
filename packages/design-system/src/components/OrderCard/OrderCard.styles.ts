import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const OrderCardRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.sm};
`;

export const OrderCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const OrderTitle = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const OrderStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  background: ${theme.color.surfaceMuted};
  color: ${theme.color.text};

  &[data-tone='info'] {
    background: ${theme.color.infoSubtle};
    color: ${theme.color.info};
  }
  &[data-tone='success'] {
    background: ${theme.color.successSubtle};
    color: ${theme.color.success};
  }
  &[data-tone='warning'] {
    background: ${theme.color.warningSubtle};
    color: ${theme.color.warning};
  }
  &[data-tone='danger'] {
    background: ${theme.color.dangerSubtle};
    color: ${theme.color.danger};
  }
`;

export const OrderDetails = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.font.size.sm};

  & > div {
    display: flex;
    gap: ${theme.space[1]};
  }
  & dt {
    color: ${theme.color.textMuted};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
  }
`;

export const OrderItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-width: 0;
    font-size: ${theme.font.size.sm};
  }
  & > li > span:last-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > li[data-more] {
    color: ${theme.color.textMuted};
  }
`;

export const OrderItemImage = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${theme.size.controlLg};
  height: ${theme.size.controlLg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.textMuted};
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  & > svg {
    width: ${theme.size.iconMd};
    height: ${theme.size.iconMd};
  }
`;

export const OrderCardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
`;

export const OrderTotal = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};

  & > strong {
    margin-inline-start: ${theme.space[1]};
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;
