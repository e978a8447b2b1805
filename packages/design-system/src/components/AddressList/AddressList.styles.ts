import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { markBadge } from '../../internal/styles/badge.ts';
import { cardSurface } from '../../internal/styles/card.ts';
import { headingText, iconMeta } from '../../internal/styles/mixins.ts';

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
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const AddressName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  ${headingText(theme.font.size.md)}
  overflow-wrap: anywhere;
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

/** Edit, Delete and Make default: under the address on a phone (their text lined up with it), beside it from md. */
export const AddressActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-inline-start: calc(-1 * ${theme.space[3]});

  ${theme.media.md} {
    flex-shrink: 0;
    justify-content: flex-end;
    margin-inline-start: 0;
  }
`;

export const AddressListEmpty = styled.p`
  margin: 0;
  padding: ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  ${cardSurface}
`;
