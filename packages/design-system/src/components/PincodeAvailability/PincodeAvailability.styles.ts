import styled from 'styled-components';
import { identitySelector } from '../../internal/identity.ts';
import { fieldResultLine, fieldWithActionRow } from '../../internal/styles/fieldWithAction.ts';
import { firstLineIcon } from '../../internal/styles/mixins.ts';
import { theme } from '../../theme/theme.ts';

export const PincodeAvailabilityRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const PincodeRow = styled.div`
  ${fieldWithActionRow(`& > * > ${identitySelector('TextField')}`)}

  & > ${identitySelector('PincodeInput')} {
    display: contents;
  }

  ${theme.media.sm} {
    max-width: ${theme.size.dialogSm};
  }
`;

export const PincodeResult = styled.p`
  ${fieldResultLine}
  gap: ${theme.space[2]};
  color: ${theme.color.text};
  ${firstLineIcon(theme.size.iconMd)}
  &:where([data-status='available']) > svg {
    color: ${theme.color.success};
  }
  &:where([data-status='unavailable']),
  &:where([data-status='error']) {
    color: ${theme.color.danger};
  }
  &:where([data-status='checking']) {
    color: ${theme.color.textMuted};
  }
`;

export const PincodeDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin-block-start: ${theme.space[2]};
  color: ${theme.color.text};
`;
