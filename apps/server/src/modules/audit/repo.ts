/**
 * The audit trail as people read it: the audit log, plus the door's own record (entries
 * and repeated scans), which is written by the check-in itself and not copied twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@tickera/shared/schemas/reports';
import type { Tx } from '../../db/client';
import { containsPattern, rows } from '../../lib/sql';
import { inDays } from '../reports/repo';

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

const seatOf = sql`(select jsonb_build_object('event', e.name, 'zone', z.name, 'seat', st.name)
  from tickets t join events e on e.id = t.event_id join seats st on st.id = t.seat_id
  join zones z on z.id = st.zone_id where t.id = x.ticket_id)`;

const TRAIL = sql`
  select a.id::text as id, a.created_at as at, a.actor_id, a.action, a.entity, a.entity_id,
    a.before, a.data as after, a.ip
  from audit_log a
  union all
  select x.id::text, x.checked_in_at, x.checked_in_by, 'checkins.entry', 'ticket', x.ticket_id::text,
    null, ${seatOf} || jsonb_build_object('gate', x.gate, 'offline', x.offline), null
  from checkins x
  union all
  select x.id::text, x.scanned_at, x.scanned_by, 'checkins.repeat', 'ticket', x.ticket_id::text,
    null, ${seatOf} || jsonb_build_object('gate', x.gate, 'offline', x.offline), null
  from checkin_repeats x`;

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
      sql`select a.id, a.at, u.email as "actorEmail", a.action, a.entity, a.entity_id as "entityId",
            a.before, a.after, a.ip
          from ${from} order by a.at desc, a.id desc limit ${q.limit} offset ${q.offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from ${from}`),
  ]);
  return { rows: found, total: n };
}
