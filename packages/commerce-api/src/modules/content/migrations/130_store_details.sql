-- Stores gained their coordinates and the devices on display. The store list is demo content the
-- seed writes when it is missing, so the old shape is removed and the seed writes the new one.
DELETE FROM content_documents WHERE slug = 'stores';
