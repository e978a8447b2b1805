-- The care contacts come from the configuration (HELPLINE_NUMBER, SUPPORT_EMAIL) when a document is
-- served: stored pages link to them as support:helpline and support:email, and the app config
-- holds none of its own.
UPDATE content_documents
   SET document = replace(
         replace(document::text,
                 '{"href": "tel:+918069151515", "text": "+91 80691 51515"}',
                 '{"href": "support:helpline", "text": ""}'),
         '{"href": "mailto:care@nirmal.example", "text": "care@nirmal.example"}',
         '{"href": "support:email", "text": ""}')::jsonb
 WHERE document::text LIKE '%tel:+918069151515%' OR document::text LIKE '%mailto:care@nirmal.example%';

UPDATE content_documents SET document = document - 'supportPhone' - 'supportEmail' WHERE slug = 'app-config';
