-- What visitors do in the chat widget (opened, closed, a message sent), as its events arrive. The
-- connection's address is kept for the rate limit only.
CREATE TABLE chat_events (
  event_id text PRIMARY KEY,
  conversation_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('opened', 'closed', 'message_sent')),
  path text NOT NULL,
  message text,
  client_address text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((type = 'message_sent') = (message IS NOT NULL))
);
CREATE INDEX chat_events_conversation ON chat_events (conversation_id, created_at);
CREATE INDEX chat_events_client_address ON chat_events (client_address, created_at);
