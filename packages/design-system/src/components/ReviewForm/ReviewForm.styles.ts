import styled from 'styled-components';
import { textControl } from '../../internal/styles/field.tsx';
import { theme } from '../../theme/theme.ts';

export const ReviewFormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  color: ${theme.color.text};
`;

export const ReviewFormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const ReviewFormTextarea = styled.textarea`
  min-height: calc(${theme.size.controlLg} * 3);
  padding: ${theme.space[2]} ${theme.space[3]};
  ${textControl}
  line-height: ${theme.font.lineHeight.normal};
  resize: vertical;

  &:where([aria-invalid='true']) {
    border-color: ${theme.color.danger};
  }
`;

export const ReviewFormCount = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const ReviewFormAlert = styled.div`
  &:empty {
    display: none;
  }
`;

export const ReviewFormActions = styled.div`
  display: flex;
  flex-direction: column;

  ${theme.media.md} {
    flex-direction: row;
  }
`;
