/**
 * The audit trail as people read it: the audit log, plus the door's own record (entries
 * and repeated scans), which is written by the check-in itself and not copied twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@tickera/shared/schemas/reports';
import type { Tx } from '../../db/client';
import { containsPattern, inDays, rows } from '../../lib/sql';

export interface AuditRow {
  id: string;
  at: Date;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/**
 * Every row of the trail: the audit log, and the door's entries, exits, re-entries and repeated scans, whose
 * `after` names the ticket's seat. The seat is looked up only for the rows a page returns
 * (`withSeat`), not for every check-in of the season before the sort.
 */
const TRAIL = sql`
  select a.id::text as id, a.created_at as at, a.actor_id, a.action, a.entity, a.entity_id,
    a.before, a.data as after, a.ip, null::uuid as ticket_id
  from audit_log a
  union all
  select x.id::text, x.checked_in_at, x.checked_in_by, 'checkins.entry', 'ticket', x.ticket_id::text,
    null, jsonb_build_object('gate', x.gate, 'offline', x.offline), null, x.ticket_id
  from checkins x
  union all
  select x.id::text, x.scanned_at, x.scanned_by, 'checkins.repeat', 'ticket', x.ticket_id::text,
    null, jsonb_build_object('gate', x.gate, 'offline', x.offline), null, x.ticket_id
  from checkin_repeats x
  union all
  select x.id::text, x.moved_at, x.moved_by,
    case x.direction when 'EXIT' then 'checkins.exit' else 'checkins.reentry' end, 'ticket',
    x.ticket_id::text, null, jsonb_build_object('gate', x.gate, 'offline', x.offline), null, x.ticket_id
  from checkin_movements x`;

/** A page of the trail (`page`: a query with a, u) with each door row's event, zone and seat. */
const withSeat = (page: SQL) => sql`
  select p.id, p.at, p."actorEmail", p.action, p.entity, p."entityId", p.before,
    case when seat.info is null then p.after else seat.info || p.after end as after, p.ip
  from (${page}) p
  left join lateral (
    select jsonb_build_object('event', e.name, 'zone', z.name, 'seat', st.name) as info
    from tickets t join events e on e.id = t.event_id join seats st on st.id = t.seat_id
    join zones z on z.id = st.zone_id where t.id = p.ticket_id
  ) seat on true
  order by p.at desc, p.id desc`;

type Filters = Omit<AuditQuery, 'page' | 'limit'>;

function where(q: Filters): SQL {
  return sql.join(
    [
      inDays(sql`a.at`, q),
      q.actor ? sql`u.email ilike ${containsPattern(q.actor)}` : null,
      q.action ? sql`(a.action = ${q.action} or a.action like ${`${q.action}.%`})` : null,
      q.entity ? sql`a.entity = ${q.entity}` : null,
    ].filter((c): c is SQL => c !== null),
    sql` and `,
  );
}

export async function listAudit(
  db: Tx,
  q: Filters & { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const from = sql`(${TRAIL}) a left join users u on u.id = a.actor_id where ${where(q)}`;
  const [found, [{ n }]] = await Promise.all([
    rows<AuditRow>(
      db,
      withSeat(
        sql`select a.id, a.at, u.email as "actorEmail", a.action, a.entity, a.entity_id as "entityId",
              a.before, a.after, a.ip, a.ticket_id
            from ${from} order by a.at desc, a.id desc limit ${q.limit} offset ${q.offset}`,
      ),
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from ${from}`),
  ]);
  return { rows: found, total: n };
}
