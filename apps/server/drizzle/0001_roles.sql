-- Role catalogue (packages/shared/src/roles.ts). Reference data every install needs.
INSERT INTO "roles" ("name", "label") VALUES
  ('admin', 'Administrador'),
  ('supervisor', 'Supervisor'),
  ('sales', 'Ventas'),
  ('customer', 'Cliente'),
  ('auditor', 'Auditor'),
  ('chekiner', 'Chequeador'),
  ('anonymous', 'Anónimo')
ON CONFLICT ("name") DO NOTHING;
