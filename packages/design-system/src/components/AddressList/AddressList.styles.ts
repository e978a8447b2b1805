import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { markBadge } from '../../internal/styles/badge.ts';
import { cardSurface } from '../../internal/styles/card.ts';
import { iconMeta } from '../../internal/styles/mixins.ts';
import { savedItemActions, savedItemDetails, savedItemName } from '../../internal/styles/savedItem.ts';

export const AddressListRoot = styled.div`
  color: ${theme.color.text};
`;

export const AddressListItems = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  ${cardSurface}
`;

export const AddressRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};

  & + & {
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
  ${theme.media.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
    padding: ${theme.space[4]} ${theme.space[5]};
  }
`;

export const AddressDetails = styled.div`
  ${savedItemDetails}
`;

export const AddressName = styled.p`
  ${savedItemName}
`;

export const DefaultBadge = styled.span`
  ${markBadge}
`;

export const AddressText = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const AddressPhone = styled.p`
  ${iconMeta}
`;

/** Edit, Delete and Make default: beside the address from md, lined up at its end. */
export const AddressActions = styled.div`
  ${savedItemActions(theme.media.md)}

  ${theme.media.md} {
    justify-content: flex-end;
  }
`;

export const AddressListEmpty = styled.p`
  margin: 0;
  padding: ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  ${cardSurface}
`;
