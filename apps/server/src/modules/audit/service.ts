/** GET /api/audit: who did what, when, with the before and after. */
import {
  AUDIT_ACTION_LABELS,
  type AuditExportQuery,
  type AuditList,
  type AuditQuery,
} from '@tickera/shared/schemas/reports';
import type { AppContext } from '../../context';
import { formatDateTime } from '../../lib/es-format';
import { iso } from '../../lib/sql';
import { toCsv, toXlsx } from '../../lib/table-file';
import * as repo from './read-model';

/** Rows a file export carries at most (a filter narrows a bigger trail). */
export const AUDIT_EXPORT_LIMIT = 50_000;

const present = (r: repo.AuditRow) => ({ ...r, at: iso(r.at) });

export async function listAudit(ctx: AppContext, q: AuditQuery): Promise<AuditList> {
  const offset = (q.page - 1) * q.limit;
  const { rows, total } = await repo.listAudit(ctx.db, { ...q, offset });
  return { items: rows.map(present), total, hasMore: offset + rows.length < total };
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export async function exportAudit(ctx: AppContext, q: AuditExportQuery) {
  const { rows } = await repo.listAudit(ctx.db, { ...q, offset: 0, limit: AUDIT_EXPORT_LIMIT });
  const header = ['Fecha', 'Usuario', 'Acción', 'Clave', 'Entidad', 'Id', 'Antes', 'Después', 'IP'];
  const body = rows.map((r) => [
    formatDateTime(r.at),
    r.actorEmail ?? 'sistema',
    AUDIT_ACTION_LABELS[r.action] ?? r.action,
    r.action,
    r.entity,
    r.entityId,
    json(r.before),
    json(r.after),
    r.ip,
  ]);
  return q.format === 'csv' ? Buffer.from(toCsv(header, body)) : toXlsx('Auditoría', header, body);
}
