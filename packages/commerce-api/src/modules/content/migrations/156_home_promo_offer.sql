-- The home page's promo offer (shown once per visitor in a modal), for a home page seeded before
-- it existed; the seed writes the same offer into a new database's home page.
UPDATE content_documents
   SET document = jsonb_set(
         document,
         '{promoOffer}',
         '{"id": 47, "title": "Up to ₹3,000 off with exchange", "text": "Give us your old water purifier, whatever its brand, and get up to ₹3,000 off a new Nirmal one.", "link": {"id": 48, "label": "Choose a water purifier", "href": "/c/water-purifiers"}}'::jsonb
       )
 WHERE slug = 'home' AND document->'promoOffer' IS NULL;
