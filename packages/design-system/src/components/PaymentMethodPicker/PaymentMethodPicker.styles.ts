import styled from 'styled-components';
import { choiceCard, choiceCardRadio, choiceCardText } from '../../internal/styles/choiceCard.ts';
import { bareFieldset } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const PaymentMethodPickerRoot = styled.fieldset`
  ${bareFieldset}
  gap: ${theme.space[2]};
`;

export const PaymentMethodLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text};
`;

export const PaymentMethodOptions = styled.div`
  display: grid;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// The whole card is the radio's label, so any tap on it selects the method.
export const PaymentMethodCard = styled.label`
  ${choiceCard}
  min-height: ${theme.size.controlLg};
  color: ${theme.color.text};
  cursor: pointer;

  &:where(:has(input:disabled)) {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const PaymentMethodRadio = styled.input`
  ${choiceCardRadio}
  cursor: inherit;
`;

export const PaymentMethodText = styled.span`
  ${choiceCardText}
`;

export const PaymentMethodName = styled.span`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const PaymentMethodDescription = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const PaymentMethodIcon = styled.span`
  display: flex;
  flex-shrink: 0;
  color: ${theme.color.brand};

  & > svg {
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
  }
`;
