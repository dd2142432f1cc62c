-- The door says a seat's place in the accessibility plan (seats.access): the view gains
-- seat_access, at its end (src/db/views/door-tickets.sql, its current source, restated whole).
CREATE OR REPLACE VIEW door_tickets AS
SELECT t.id, t.code, t.event_id, t.seat_id, t.order_id, t.is_active, t.created_at,
  o.status AS order_status, o.number AS order_number, coalesce(t.holder_id, o.customer_id) AS holder_id,
  e.name AS event_name, e.start_at AS event_start_at,
  st.zone_id, z.name AS zone_name, st.name AS seat_name,
  nullif(trim(p.name || ' ' || p.last_name), '') AS holder_full_name,
  u.email AS holder_email, p.identification AS holder_identification,
  st.access AS seat_access
FROM tickets t
  JOIN orders o ON o.id = t.order_id
  JOIN events e ON e.id = t.event_id
  JOIN seats st ON st.id = t.seat_id
  JOIN zones z ON z.id = st.zone_id
  JOIN users u ON u.id = coalesce(t.holder_id, o.customer_id)
  LEFT JOIN profiles p ON p.user_id = u.id;
