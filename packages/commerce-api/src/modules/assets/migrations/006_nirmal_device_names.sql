-- The demo devices were first seeded under another company's model names; databases seeded then
-- get Nirmal's own (the seed only adds what is missing, so it cannot rename them).
UPDATE assets AS a
   SET name = n.name, component_id = n.component_id, technology = n.technology,
       img = '/images/devices/' || lower(n.technology) || '-purifier.svg'
  FROM (VALUES
    ('AST-100101', 'Nirmal Aqua RO+UV', 'WP-AQRU-7711', 'RO'),
    ('AST-100102', 'Nirmal Aqua UV 6 L', 'WP-AQUV-3021', 'UV'),
    ('AST-100103', 'Nirmal Aqua Pro 8L', 'WP-AQPR-4410', 'RO'),
    ('AST-100104', 'Nirmal Aqua Supreme RO+UV+UF', 'WP-AQSP-9902', 'RO'),
    ('AST-100105', 'Nirmal Aqua RO+UV 7 L', 'WP-AQR7-5530', 'RO'),
    ('AST-100106', 'Nirmal Pure UV', 'WP-PRUV-2207', 'UV'),
    ('AST-100107', 'Nirmal Aqua RO', 'WP-AQRO-6114', 'RO'),
    ('AST-100108', 'Nirmal RO+UV Purifier', 'WP-RUVP-1188', 'RO'),
    ('AST-200201', 'Nirmal Pure UV', 'WP-PRUV-3345', 'UV')
  ) AS n (id, name, component_id, technology)
 WHERE a.id = n.id AND a.name NOT LIKE 'Nirmal %';
