import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { headingText, iconMeta } from '../../internal/styles/mixins.ts';

export const ProfileSectionRoot = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

export const ProfileBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};

  & + & {
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
  ${theme.media.md} {
    padding: ${theme.space[5]};
  }
`;

export const ProfileBlockHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlSm};
`;

export const ProfileHeading = styled.h2`
  ${headingText(theme.font.size.xs, theme.font.weight.bold)}
  letter-spacing: ${theme.font.letterSpacing.wide};
  color: ${theme.color.textMuted};
`;

export const ProfileList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ProfileRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};

  li + li > & {
    margin-top: ${theme.space[3]};
    padding-top: ${theme.space[3]};
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
`;

/** A secondary user's Edit and Remove: one above the other on a phone, so the name and number keep the width. */
export const ProfileActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  flex-shrink: 0;
  gap: ${theme.space[1]};

  ${theme.media.md} {
    flex-direction: row;
  }
`;

export const ProfileDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const ProfileName = styled.p`
  ${headingText(theme.font.size.md)}
  overflow-wrap: anywhere;
`;

export const ProfileMeta = styled.p`
  ${iconMeta}
  overflow-wrap: anywhere;
`;

export const ProfileEmpty = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const ProfileAddRow = styled.div`
  display: flex;
`;
