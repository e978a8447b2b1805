import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { visuallyHidden } from '../../internal/styles/mixins.ts';

export const ChatConversationRoot = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
`;

export const ChatLog = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[4]};
`;

export const ChatMessages = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

export const ChatMessage = styled.li`
  max-width: 85%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceSunken};
  overflow-wrap: anywhere;
  white-space: pre-wrap;

  &:where([data-from='visitor']) {
    align-self: flex-end;
    background: ${theme.color.brand};
    color: ${theme.color.textOnBrand};
  }
`;

export const Speaker = styled.span`
  ${visuallyHidden}
`;

export const ChatForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
  border-top: ${theme.borderWidth.thin} solid ${theme.color.border};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;
