import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const WarrantyLabelRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.size.targetMin};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: ${theme.font.letterSpacing.wide};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  &[data-tone='success'] {
    color: ${theme.color.success};
    background: ${theme.color.successSubtle};
  }
  &[data-tone='warning'] {
    color: ${theme.color.warning};
    background: ${theme.color.warningSubtle};
  }
  &[data-tone='danger'] {
    color: ${theme.color.danger};
    background: ${theme.color.dangerSubtle};
  }
`;
