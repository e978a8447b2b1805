import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { markBadge } from '../../internal/styles/badge.ts';
import { headingText, iconMeta } from '../../internal/styles/mixins.ts';

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
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const ContactName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  ${headingText(theme.font.size.md)}
  overflow-wrap: anywhere;
`;

export const PrimaryBadge = styled.span`
  ${markBadge}
`;

export const ContactPhone = styled.p`
  ${iconMeta}
`;

export const ContactActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-inline-start: calc(-1 * ${theme.space[3]});

  ${theme.media.sm} {
    flex-shrink: 0;
    margin-inline-start: 0;
  }
`;

export const ContactEmpty = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
