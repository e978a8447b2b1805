import styled from 'styled-components';
import { textControl } from '../../internal/styles/field.tsx';
import { theme } from '../../theme/theme.ts';
import { headingText } from '../../internal/styles/mixins.ts';

export const TechnicianFeedbackRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};

  ${theme.media.md} {
    padding: ${theme.space[5]};
  }
`;

export const FeedbackTitle = styled.h2`
  ${headingText(theme.font.size.lg)}

  &:where(:focus) {
    outline: none;
  }
`;

export const FeedbackForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const FeedbackField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const FeedbackTextarea = styled.textarea`
  min-height: calc(${theme.size.controlLg} * 2);
  padding: ${theme.space[2]} ${theme.space[3]};
  ${textControl}
  line-height: ${theme.font.lineHeight.normal};
  resize: vertical;
  &:where(:disabled) {
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.textMuted};
  }
`;

export const FeedbackCount = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const FeedbackActions = styled.div`
  display: flex;
  flex-direction: column;

  ${theme.media.md} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export const FeedbackThanks = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};

  & > svg {
    flex-shrink: 0;
    width: ${theme.size.iconLg};
    height: ${theme.size.iconLg};
    color: ${theme.color.success};
  }
  & p {
    margin: ${theme.space[1]} 0 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textMuted};
  }
`;

// Always present so the message is announced when it appears; out of the layout while empty.
export const FeedbackAlert = styled.div`
  &:where(:empty) {
    position: absolute;
  }
`;
