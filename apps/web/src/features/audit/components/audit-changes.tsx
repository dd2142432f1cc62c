import type { AuditItem } from '@tickera/shared/schemas/reports';
import { fieldChanges } from '../audit-diff';

/** Fields shown in the row; the rest are counted ("+2 más") and read in the detail. */
const SHOWN = 3;

/** "status: PENDIENTE → PAGADA": the fields an entry changed, compact, in its row. */
export function AuditChanges({ item }: { item: AuditItem }) {
  const changes = fieldChanges(item.before, item.after);
  if (!changes.length) return <span className="text-color-secondary">—</span>;
  const rest = changes.length - SHOWN;
  return (
    <ul className="audit-changes">
      {changes.slice(0, SHOWN).map((c) => (
        <li key={c.field}>
          <span className="audit-field">{c.field}:</span>{' '}
          {c.before !== undefined ? (
            <>
              <span className="audit-before">{c.before}</span>
              {' → '}
            </>
          ) : null}
          <span className="audit-after">{c.after ?? '(quitado)'}</span>
        </li>
      ))}
      {rest > 0 ? <li className="text-color-secondary">+{rest} más</li> : null}
    </ul>
  );
}

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

/** The entry in full: before and after as the server keeps them, and where it came from. */
export function AuditDetail({ item }: { item: AuditItem }) {
  return (
    <div className="audit-detail">
      <div>
        <p className="audit-detail-title">Antes</p>
        <pre tabIndex={0}>{json(item.before)}</pre>
      </div>
      <div>
        <p className="audit-detail-title">Después</p>
        <pre tabIndex={0}>{json(item.after)}</pre>
      </div>
      <p className="m-0 text-color-secondary">
        Registro {item.id}
        {item.ip ? ` · IP ${item.ip}` : ''}
      </p>
    </div>
  );
}
