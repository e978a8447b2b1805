-- The demo's app config names an engagement key, so the engagement script (the storefront's
-- stand-in unless WEBENGAGE_SCRIPT_URL names WebEngage's) loads for visitors who agree to analytics.
-- A deployment with WebEngage puts its licence code here.
UPDATE content_documents
   SET document = jsonb_set(document, '{webEngageLicenseCode}', '"nirmal-demo"')
 WHERE slug = 'app-config' AND document->>'webEngageLicenseCode' IS NULL;
