-- The hold function again (issue 11). A profile of pgbench calling it showed PostgreSQL
-- planning its statements on every call: plpgsql kept custom plans, because the generic plan
-- of `s.id = ANY ($seats) AND s.event_id = $event` ANDed two bitmaps and read every seat of
-- the event. Now every statement's generic plan reads by primary key only (the event is
-- checked on the rows locked, the insert takes the locked ids) and the function keeps its
-- plans: plan_cache_mode = force_generic_plan. Same arguments, result and SQLSTATEs as
-- 0007_hold_zone_check.sql.
CREATE OR REPLACE FUNCTION tickera_hold_seats(
  p_user uuid, p_event uuid, p_seats uuid[], p_seconds integer, p_limit integer, p_web boolean
) RETURNS TABLE (held_seat uuid, held_until timestamptz)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_found integer;
  v_open uuid[];
  v_zones uuid[];
  v_ids uuid[];
  v_until timestamptz[];
  v_total integer;
  v_zone record;
BEGIN
  -- On sale: the same rule as eventOnSale in modules/events/repo.ts.
  PERFORM 1 FROM events e
    WHERE e.id = p_event AND e.is_active AND NOT e.is_delete
      AND e.publish_at IS NOT NULL AND e.publish_at <= now() AND e.start_at > now();
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TK001', MESSAGE = 'event not on sale';
  END IF;

  -- One user's requests for one event run one after another: the limit cannot be raced.
  PERFORM pg_advisory_xact_lock(hashtext(p_user::text), hashtext(p_event::text));

  -- The seat rows, locked in id order as every writer of seat state locks them; of those of
  -- this event, the ones on sale and their zones.
  SELECT count(*) FILTER (WHERE l.event_id = p_event AND NOT l.is_delete),
         array_agg(l.id) FILTER (WHERE l.event_id = p_event AND l.is_active AND NOT l.is_delete
                                   AND l.status = 'DISPONIBLE'),
         array_agg(DISTINCT l.zone_id) FILTER (WHERE l.event_id = p_event)
    INTO v_found, v_open, v_zones
    FROM (SELECT s.id, s.event_id, s.zone_id, s.is_active, s.is_delete, s.status FROM seats s
          WHERE s.id = ANY (p_seats) ORDER BY s.id FOR UPDATE OF s) l;
  IF v_found <> cardinality(p_seats) THEN
    RAISE EXCEPTION USING ERRCODE = 'TK002', MESSAGE = 'seats of another event',
      DETAIL = (SELECT string_agg(u.seat::text, ',') FROM unnest(p_seats) AS u(seat)
                WHERE NOT EXISTS (SELECT 1 FROM seats s
                                  WHERE s.id = u.seat AND s.event_id = p_event AND NOT s.is_delete));
  END IF;

  -- Take what is on sale: a new hold, or a row whose hold expired or is already the caller's
  -- (a live one keeps its deadline: posting it again does not stretch it).
  WITH taken AS (
    INSERT INTO seat_holds AS h (seat_id, event_id, user_id, expires_at)
    SELECT o.id, p_event, p_user, now() + make_interval(secs => p_seconds)
    FROM unnest(v_open) AS o(id)
    WHERE NOT EXISTS (SELECT 1 FROM order_seats os WHERE os.seat_id = o.id AND os.is_active)
    ON CONFLICT (seat_id) DO UPDATE
      SET user_id = excluded.user_id, event_id = excluded.event_id,
        expires_at = CASE WHEN h.expires_at > now() THEN h.expires_at ELSE excluded.expires_at END,
        created_at = CASE WHEN h.expires_at > now() THEN h.created_at ELSE now() END
      WHERE h.expires_at <= now() OR h.user_id = excluded.user_id
    RETURNING h.seat_id, h.expires_at
  )
  SELECT array_agg(t.seat_id), array_agg(t.expires_at) INTO v_ids, v_until FROM taken t;
  IF coalesce(cardinality(v_ids), 0) <> cardinality(p_seats) THEN
    RAISE EXCEPTION USING ERRCODE = 'TK003', MESSAGE = 'seats taken',
      DETAIL = (SELECT string_agg(u.seat::text, ',') FROM unnest(p_seats) AS u(seat)
                WHERE v_ids IS NULL OR NOT u.seat = ANY (v_ids));
  END IF;

  SELECT count(*) INTO v_total FROM seat_holds h
    WHERE h.user_id = p_user AND h.event_id = p_event AND h.expires_at > now();
  IF v_total > p_limit THEN
    RAISE EXCEPTION USING ERRCODE = 'TK004', MESSAGE = 'hold limit',
      DETAIL = json_build_object('limit', p_limit, 'held', v_total)::text;
  END IF;

  -- A zone's max_seats_web caps what the public site may hold there (staff: p_web false).
  IF p_web THEN
    SELECT z.id, z.max_seats_web AS cap INTO v_zone
    FROM zones z
    WHERE z.id = ANY (v_zones) AND z.max_seats_web IS NOT NULL
      AND z.max_seats_web < (
        SELECT count(*) FROM seat_holds h JOIN seats s ON s.id = h.seat_id
        WHERE h.user_id = p_user AND h.event_id = p_event AND h.expires_at > now()
          AND s.zone_id = z.id)
    LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'TK005', MESSAGE = 'zone web limit',
        DETAIL = json_build_object('limit', v_zone.cap, 'zoneId', v_zone.id)::text;
    END IF;
  END IF;

  RETURN QUERY SELECT * FROM unnest(v_ids, v_until);
END
$$;
