-- Content for the /cms paths, one JSON document per slug (header, footer, app-config).
CREATE TABLE content_documents (
  slug text PRIMARY KEY,
  document jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  published_at timestamptz NOT NULL
);
