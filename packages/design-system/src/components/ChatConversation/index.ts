export {
  ChatConversation,
  type ChatConversationMessage,
  type ChatConversationProps,
} from './ChatConversation.tsx';
