/** One field an audit entry touched, as text: its value before (none for a creation) and after. */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

type Snapshot = Record<string, unknown>;

/** Long values (a JSON object, a note) are cut in the compact view; the full JSON is a click away. */
const MAX_VALUE_CHARS = 40;

const isSnapshot = (v: unknown): v is Snapshot =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `before` and `after` are objects (field → value) or null; anything else is one value. */
const asSnapshot = (v: unknown): Snapshot =>
  isSnapshot(v) ? v : v === null || v === undefined ? {} : { valor: v };

export function valueText(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'sí' : 'no';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/**
 * The fields an entry changed, in the order the server wrote them: those whose value differs
 * between before and after, or, for a creation (no before), every field it wrote.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asSnapshot(before);
  const a = asSnapshot(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((k) => !(k in a && k in b) || JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((field) => ({
      field,
      ...(field in b ? { before: valueText(b[field]) } : {}),
      ...(field in a ? { after: valueText(a[field]) } : {}),
    }));
}
