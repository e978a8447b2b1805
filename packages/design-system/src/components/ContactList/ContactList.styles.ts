import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { markBadge } from '../../internal/styles/badge.ts';
import { iconMeta } from '../../internal/styles/mixins.ts';
import { savedItemActions, savedItemDetails, savedItemName } from '../../internal/styles/savedItem.ts';

export const ContactListRoot = styled.div`
  color: ${theme.color.text};
`;

export const ContactListItems = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

export const ContactRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};

  & + & {
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
  ${theme.media.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

export const ContactDetails = styled.div`
  ${savedItemDetails}
`;

export const ContactName = styled.p`
  ${savedItemName}
`;

export const PrimaryBadge = styled.span`
  ${markBadge}
`;

export const ContactPhone = styled.p`
  ${iconMeta}
`;

export const ContactActions = styled.div`
  ${savedItemActions(theme.media.sm)}
`;

export const ContactEmpty = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
