-- tickera_hold_seats (0005, 0007, 0012) has had no caller since holds went in batches
-- (0013, src/db/functions/hold-batch.sql).
DROP FUNCTION IF EXISTS tickera_hold_seats(uuid, uuid, uuid[], integer, integer, boolean);
