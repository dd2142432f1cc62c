-- tickera_hold_batch: the current text of the hold function. The database decides who gets
-- a seat; the server sends it the holds that arrive together (modules/holds/hold-batch.ts).
-- A migration that changes the function restates it whole, as this file has it: the test
-- suite (test/api/sql-functions.test.ts) fails when the function the migrations leave differs.
-- History: drizzle/0005 (one buyer a call), 0013 (batches), 0014 (lock timeout), 0015
-- (anonymous holds per address), 0026 (seats owed to a waiting line).
--
-- A batch is requests of distinct buyers-for-an-event and distinct seats (the caller sends a
-- request that shares either with an earlier one in a later batch; this function refuses a
-- batch that breaks the rule). No request can change what another one sees, and each is
-- decided alone: all of its seats or none. Refusals, in this precedence:
--   TK001 the event is not on sale;       TK002 a seat of another event (or unknown);
--   TK003 a seat taken (r_detail: the seats, in the order asked): sold, held live by someone
--         else, or held until it expired while someone waits in the event's (or the seat
--         zone's) waiting list: the waiting-list job offers such a seat to the line first;
--   TK004 the buyer's limit (r_detail {"limit", "held"});
--   TK005 a zone's web cap;               TK006 an anonymous address group's cap
--   (r_detail {"limit": cap}; p_ip_groups[i] is the request's group, null for a signed-in
--   buyer; p_ip_cap the cap, HOLD_ANON_PER_IP, null: none).
-- A refusal is a row, not an exception: one buyer's refusal never undoes another's hold.
--
-- Locks, in one order for every writer: the advisory locks of the buyers (user, event) and of
-- the anonymous address groups (group, event), sorted by key together, then the seat rows
-- sorted by id (as orders take them). Two batches, or a batch and an order, may wait for each
-- other but never in a cycle. p_lock_timeout_ms bounds each wait: past it PostgreSQL ends the
-- call with lock_not_available (55P03) having written nothing, and the server decides the
-- batch again in halves (hold-batch.ts).
--
-- p_seat_req[k] is the request (1-based) that p_seats[k] belongs to. One row a held seat
-- (r_code 'OK', r_seat, r_until) and one row a refused request, in the order of the requests
-- and their seats. Ids are compared as uuids.
CREATE OR REPLACE FUNCTION tickera_hold_batch(
  p_users uuid[], p_events uuid[], p_limits integer[], p_web boolean[],
  p_seats uuid[], p_seat_req integer[], p_seconds integer, p_lock_timeout_ms integer DEFAULT NULL,
  p_ip_groups text[] DEFAULT NULL, p_ip_cap integer DEFAULT NULL
) RETURNS TABLE (r_index integer, r_code text, r_detail text, r_seat uuid, r_until timestamptz)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_n integer := coalesce(cardinality(p_users), 0);
  v_on_sale uuid[];
  v_key record;
  v_codes text[];
  v_details text[];
  v_new integer[];
  v_capped boolean := p_ip_cap IS NOT NULL AND p_ip_groups IS NOT NULL;
  v_req record;
  v_group_held bigint;
  v_expected integer;
  v_rows integer;
BEGIN
  IF p_lock_timeout_ms IS NOT NULL THEN
    PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
  END IF;
  IF cardinality(p_events) IS DISTINCT FROM v_n OR cardinality(p_limits) IS DISTINCT FROM v_n
     OR cardinality(p_web) IS DISTINCT FROM v_n
     OR (p_ip_groups IS NOT NULL AND cardinality(p_ip_groups) IS DISTINCT FROM v_n)
     OR cardinality(p_seat_req) IS DISTINCT FROM cardinality(p_seats)
     OR EXISTS (SELECT 1 FROM unnest(p_seat_req) AS q(i) WHERE q.i IS NULL OR q.i < 1 OR q.i > v_n)
     OR EXISTS (SELECT 1 FROM generate_subscripts(p_users, 1) AS g(i)
                WHERE NOT g.i = ANY (p_seat_req)) THEN
    RAISE EXCEPTION 'tickera_hold_batch: arrays that do not match';
  END IF;
  IF (SELECT count(DISTINCT q.seat) FROM unnest(p_seats) AS q(seat)) <> cardinality(p_seats)
     OR (SELECT count(DISTINCT (b.usr, b.ev)) FROM unnest(p_users, p_events) AS b(usr, ev)) <> v_n THEN
    RAISE EXCEPTION 'tickera_hold_batch: a seat or a buyer twice in one batch';
  END IF;

  -- On sale: the same rule as eventOnSale in modules/events/repo.ts.
  SELECT coalesce(array_agg(e.id), '{}') INTO v_on_sale FROM events e
    WHERE e.id = ANY (p_events) AND e.is_active AND NOT e.is_delete
      AND e.publish_at IS NOT NULL AND e.publish_at <= now() AND e.start_at > now();

  -- The buyers' locks (user, event) and the anonymous requests' (group, event), one order.
  FOR v_key IN
    SELECT DISTINCT k.k1, k.k2 FROM (
      SELECT hashtext(b.usr::text) AS k1, hashtext(b.ev::text) AS k2
      FROM unnest(p_users, p_events) AS b(usr, ev)
      WHERE b.ev = ANY (v_on_sale)
      UNION ALL
      SELECT hashtext('tickera:hold-ip:' || g.grp), hashtext(g.ev::text)
      FROM unnest(p_ip_groups, p_events) AS g(grp, ev)
      WHERE v_capped AND g.grp IS NOT NULL AND g.ev = ANY (v_on_sale)
    ) k
    ORDER BY 1, 2
  LOOP
    PERFORM pg_advisory_xact_lock(v_key.k1, v_key.k2);
  END LOOP;
  -- (only the seats of requests whose event is on sale: the others are refused untouched)
  PERFORM 1 FROM seats s
    WHERE s.id IN (SELECT q.seat FROM unnest(p_seats, p_seat_req) AS q(seat, i)
                   WHERE p_events[q.i] = ANY (v_on_sale))
    ORDER BY s.id FOR UPDATE OF s;

  -- Every request's verdict, from the state under these locks. Each lookup is by key, one
  -- row at a time (LATERAL … LIMIT 1, scalar subqueries): a plan made while the tables were
  -- small must not become a scan of every hold or sale once they are not.
  WITH facts AS (
    SELECT q.i, q.seat, q.o, s.zone_id,
      coalesce(s.event_id = p_events[q.i] AND NOT s.is_delete, false) AS of_event,
      coalesce(s.event_id = p_events[q.i] AND s.is_active AND NOT s.is_delete
        AND s.status = 'DISPONIBLE' AND sold.seat_id IS NULL
        AND (h.seat_id IS NULL OR (h.expires_at > now() AND h.user_id = p_users[q.i])
             OR (h.expires_at <= now() AND NOT EXISTS (
               SELECT 1 FROM waitlist_entries w
               WHERE w.event_id = s.event_id AND w.state = 'WAITING'
                 AND (w.zone_id IS NULL OR w.zone_id = s.zone_id)))), false) AS free,
      coalesce(h.user_id = p_users[q.i] AND h.expires_at > now(), false) AS mine
    FROM unnest(p_seats, p_seat_req) WITH ORDINALITY AS q(seat, i, o)
    LEFT JOIN LATERAL (
      SELECT s.event_id, s.zone_id, s.is_delete, s.is_active, s.status
      FROM seats s WHERE s.id = q.seat LIMIT 1) s ON true
    LEFT JOIN LATERAL (
      SELECT h.seat_id, h.user_id, h.expires_at
      FROM seat_holds h WHERE h.seat_id = q.seat LIMIT 1) h ON true
    LEFT JOIN LATERAL (
      SELECT os.seat_id FROM order_seats os
      WHERE os.seat_id = q.seat AND os.is_active LIMIT 1) sold ON true
  ), per_req AS (
    SELECT f.i,
      count(*) AS asked,
      count(*) FILTER (WHERE f.of_event) AS of_event,
      string_agg(f.seat::text, ',' ORDER BY f.o) FILTER (WHERE NOT f.of_event) AS not_of_event,
      count(*) FILTER (WHERE f.free) AS free,
      string_agg(f.seat::text, ',' ORDER BY f.o) FILTER (WHERE NOT f.free) AS not_free,
      count(*) FILTER (WHERE NOT f.mine) AS new
    FROM facts f GROUP BY f.i
  ), zone_new AS (
    -- Per request and zone, the seats new to the buyer.
    SELECT f.i, f.zone_id, count(*) FILTER (WHERE NOT f.mine) AS n
    FROM facts f WHERE f.of_event GROUP BY f.i, f.zone_id
  ), checked AS MATERIALIZED (
    SELECT p.*, p_events[p.i] = ANY (v_on_sale) AS on_sale, p_limits[p.i] AS lim,
      -- The buyer's live holds for the event.
      (SELECT count(*) FROM seat_holds h
        WHERE h.user_id = p_users[p.i] AND h.event_id = p_events[p.i] AND h.expires_at > now()) AS live
    FROM per_req p
  ), capped AS MATERIALIZED (
    -- Only a request that passed every other check, on the public site: the first zone of
    -- its seats whose web cap the buyer's live holds there plus the new ones would pass.
    SELECT c.*,
      CASE WHEN c.on_sale AND c.of_event = c.asked AND c.free = c.asked
             AND c.live + c.new <= c.lim AND p_web[c.i] THEN (
        SELECT json_build_object('limit', z.max_seats_web, 'zoneId', z.id)::text
        FROM zone_new nz
        JOIN LATERAL (SELECT z.id, z.max_seats_web FROM zones z WHERE z.id = nz.zone_id LIMIT 1) z ON true
        WHERE nz.i = c.i AND z.max_seats_web IS NOT NULL
          AND z.max_seats_web < nz.n + (
            SELECT count(*) FROM seat_holds h
            WHERE h.user_id = p_users[c.i] AND h.event_id = p_events[c.i] AND h.expires_at > now()
              AND (SELECT s.zone_id FROM seats s WHERE s.id = h.seat_id) = nz.zone_id)
        ORDER BY z.id LIMIT 1)
      END AS over_cap
    FROM checked c
  )
  SELECT array_agg(v.code ORDER BY v.i), array_agg(v.detail ORDER BY v.i),
      array_agg(v.new ORDER BY v.i)
    INTO v_codes, v_details, v_new
  FROM (
    SELECT c.i, c.new::integer AS new,
      CASE WHEN NOT c.on_sale THEN 'TK001'
           WHEN c.of_event <> c.asked THEN 'TK002'
           WHEN c.free <> c.asked THEN 'TK003'
           WHEN c.live + c.new > c.lim THEN 'TK004'
           WHEN c.over_cap IS NOT NULL THEN 'TK005'
           ELSE 'OK' END AS code,
      CASE WHEN NOT c.on_sale THEN NULL
           WHEN c.of_event <> c.asked THEN c.not_of_event
           WHEN c.free <> c.asked THEN c.not_free
           WHEN c.live + c.new > c.lim
             THEN json_build_object('limit', c.lim, 'held', c.live + c.new)::text
           ELSE c.over_cap END AS detail
    FROM capped c
  ) v;

  -- The anonymous requests that passed every other check, in order: their group's live
  -- holds for the event, and the new seats of the earlier ones of this call accepted with
  -- the same group and event, plus their own new seats, within the cap. (A request that
  -- adds no seat, its own holds again, adds nothing to the count.)
  IF v_capped THEN
    FOR v_req IN
      SELECT g.i FROM generate_subscripts(p_users, 1) AS g(i)
      WHERE v_codes[g.i] = 'OK' AND p_ip_groups[g.i] IS NOT NULL AND v_new[g.i] > 0
      ORDER BY g.i
    LOOP
      SELECT count(*) INTO v_group_held FROM seat_holds h
        WHERE h.ip_group = p_ip_groups[v_req.i] AND h.event_id = p_events[v_req.i]
          AND h.expires_at > now();
      v_group_held := v_group_held + coalesce((
        SELECT sum(v_new[e.i]) FROM generate_subscripts(p_users, 1) AS e(i)
        WHERE e.i < v_req.i AND v_codes[e.i] = 'OK'
          AND p_ip_groups[e.i] = p_ip_groups[v_req.i] AND p_events[e.i] = p_events[v_req.i]), 0);
      IF v_group_held + v_new[v_req.i] > p_ip_cap THEN
        v_codes[v_req.i] := 'TK006';
        v_details[v_req.i] := json_build_object('limit', p_ip_cap)::text;
      END IF;
    END LOOP;
  END IF;

  SELECT count(*) INTO v_expected FROM unnest(p_seat_req) AS q(i) WHERE v_codes[q.i] = 'OK';
  RETURN QUERY
  WITH taken AS (
    INSERT INTO seat_holds AS h (seat_id, event_id, user_id, expires_at, ip_group)
    SELECT q.seat, p_events[q.i], p_users[q.i], now() + make_interval(secs => p_seconds),
      p_ip_groups[q.i]
    FROM unnest(p_seats, p_seat_req) AS q(seat, i)
    WHERE v_codes[q.i] = 'OK'
    ON CONFLICT (seat_id) DO UPDATE
      SET user_id = excluded.user_id, event_id = excluded.event_id,
        expires_at = CASE WHEN h.expires_at > now() THEN h.expires_at ELSE excluded.expires_at END,
        created_at = CASE WHEN h.expires_at > now() THEN h.created_at ELSE now() END,
        ip_group = CASE WHEN h.expires_at > now() THEN h.ip_group ELSE excluded.ip_group END
      WHERE h.expires_at <= now() OR h.user_id = excluded.user_id
    RETURNING h.seat_id, h.expires_at
  )
  SELECT a.i, a.code, a.detail, a.seat, a.until FROM (
    SELECT q.i, q.o, 'OK'::text AS code, NULL::text AS detail, t.seat_id AS seat, t.expires_at AS until
      FROM taken t JOIN unnest(p_seats, p_seat_req) WITH ORDINALITY AS q(seat, i, o)
        ON q.seat = t.seat_id
    UNION ALL
    SELECT g.i, 0, v_codes[g.i], v_details[g.i], NULL::uuid, NULL::timestamptz
      FROM generate_subscripts(p_users, 1) AS g(i) WHERE v_codes[g.i] <> 'OK'
  ) a ORDER BY a.i, a.o;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  -- Under the seat locks nothing can take these seats between the verdicts and the insert.
  IF v_rows <> v_expected + (SELECT count(*) FROM unnest(v_codes) AS c(code) WHERE c.code <> 'OK') THEN
    RAISE EXCEPTION 'tickera_hold_batch: seats changed under their locks';
  END IF;
END
$$;
