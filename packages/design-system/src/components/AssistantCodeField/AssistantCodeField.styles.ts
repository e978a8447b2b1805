import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { fieldResultLine, fieldWithActionRow } from '../../internal/styles/fieldWithAction.ts';
import { firstLineIcon } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const AssistantCodeFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const AssistantCodeRow = styled.div`
  ${fieldWithActionRow(`& > ${identitySelector('TextField')}`)}
`;

export const AssistantCodeStatus = styled.p`
  ${fieldResultLine}
  gap: ${theme.space[1]};
  color: ${theme.color.success};
  ${firstLineIcon(theme.size.iconSm)}
`;
