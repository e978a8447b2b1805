import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export const PriceTagRoot = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${theme.space[2]};
  row-gap: ${theme.space[1]};
  margin: 0;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

export const PriceTagPrice = styled.span`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};

  [data-size='sm'] > & {
    font-size: ${theme.font.size.md};
  }
  [data-size='lg'] > & {
    font-size: ${theme.font.size.xxl};
  }
  ${theme.media.md} {
    [data-size='lg'] > & {
      font-size: ${theme.font.size.xxxl};
    }
  }
`;

export const PriceTagMrp = styled.span`
  color: ${theme.color.textMuted};

  [data-size='sm'] > & {
    font-size: ${theme.font.size.xs};
  }
  [data-size='lg'] > & {
    font-size: ${theme.font.size.md};
  }
`;

export const PriceTagDiscount = styled.span`
  color: ${theme.color.success};
  font-weight: ${theme.font.weight.semibold};

  [data-size='sm'] > & {
    font-size: ${theme.font.size.xs};
  }
  [data-size='lg'] > & {
    font-size: ${theme.font.size.md};
  }
`;
