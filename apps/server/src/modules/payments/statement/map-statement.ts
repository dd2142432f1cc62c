/**
 * Which column of a bank's statement holds what, and the statement's lines read through
 * it. Banks export different shapes: one signed amount column, or separate debit and
 * credit columns; ISO dates or dd/mm/yyyy. The mapping names columns by their header
 * text, so it is stored once per bank and still fits when the bank reorders columns.
 */
import { toCents, fromCents } from '@tickera/shared/money';
import { normalizeReference } from '@tickera/shared/payment-reference';
import { statementError, type StatementTable } from './read-statement';

import type { StatementMapping } from '@tickera/shared/schemas/reconcile';

export type { StatementMapping };
export type DateFormat = StatementMapping['dateFormat'];

export interface StatementLine {
  /** Row of the statement as read (1 = first non-blank row), to point the user at it. */
  line: number;
  date: string | null;
  reference: string;
  normalizedReference: string;
  description: string;
  /** Signed Bs.S: money in is positive. */
  amountVes: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/gi, ' ')
    .trim()
    .toLowerCase();

const SYNONYMS: Record<
  'date' | 'reference' | 'description' | 'amount' | 'credit' | 'debit',
  string[]
> = {
  date: ['fecha', 'fecha valor', 'fecha operacion', 'fecha transaccion', 'date'],
  reference: [
    'referencia',
    'ref',
    'nro referencia',
    'numero referencia',
    'n referencia',
    'nro ref',
    'documento',
    'comprobante',
    'reference',
  ],
  description: ['descripcion', 'concepto', 'detalle', 'description'],
  amount: ['monto', 'importe', 'monto bs', 'monto ves', 'amount'],
  credit: ['credito', 'creditos', 'abono', 'abonos', 'haber', 'ingreso', 'credit'],
  debit: ['debito', 'debitos', 'cargo', 'cargos', 'debe', 'egreso', 'debit'],
};

/** Index of the header row: the first row within the top 10 that names a mapping's date and reference. */
function findHeaderRow(table: StatementTable, has: (headers: string[]) => boolean): number {
  for (let i = 0; i < Math.min(table.length, 10); i++) if (has(table[i].map(fold))) return i;
  return -1;
}

/** A mapping guessed from the headers' usual Spanish names; null when the file needs one by hand. */
export function detectMapping(table: StatementTable): StatementMapping | null {
  const pick = (headers: string[], key: keyof typeof SYNONYMS) => {
    const i = headers.findIndex((h) => SYNONYMS[key].includes(h));
    return i < 0 ? undefined : i;
  };
  const row = findHeaderRow(
    table,
    (h) => pick(h, 'date') !== undefined && pick(h, 'reference') !== undefined,
  );
  if (row < 0) return null;
  const headers = table[row].map(fold);
  const name = (key: keyof typeof SYNONYMS) => {
    const i = pick(headers, key);
    return i === undefined ? undefined : table[row][i];
  };
  const amount = name('amount');
  const credit = name('credit');
  if (!amount && !credit) return null;
  const mapping: Omit<StatementMapping, 'dateFormat'> = {
    date: name('date')!,
    reference: name('reference')!,
    description: name('description'),
    ...(credit ? { credit, debit: name('debit') } : { amount }),
  };
  const dateCol = headers.indexOf(fold(mapping.date));
  const sample = table.slice(row + 1).map((r) => r[dateCol] ?? '');
  return {
    ...mapping,
    dateFormat: sample.some((v) => /^\d{4}-\d{2}-\d{2}/.test(v)) ? 'YYYY-MM-DD' : 'DD/MM/YYYY',
  };
}

/**
 * A statement amount as a decimal string: `1.234,56`, `1,234.56`, `1234.5`, `-1.234,56`,
 * `(1.234,56)` and `Bs. 1.234,56` all read. The separator followed by one or two final
 * digits is the decimal one. Null when the cell is empty or not a number.
 */
export function parseStatementAmount(cell: string): string | null {
  let s = cell.replace(/bs\.?s?|ves|\s/gi, '');
  if (!s) return null;
  // Accounting writes money out as (1.234,56), a leading minus or a trailing one.
  const negative = /^\(.*\)$|^-|-$/.test(s);
  s = s.replace(/^\(|\)$|^-|-$/g, '');
  if (!/^[\d.,]+$/.test(s)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(s);
  const int = (decimal ? s.slice(0, decimal.index) : s).replace(/[.,]/g, '');
  if (!/^\d+$/.test(int)) return null;
  const value = `${int}.${decimal ? decimal[1] : '0'}`;
  return fromCents(toCents(value) * (negative ? -1n : 1n));
}

/** A statement date as YYYY-MM-DD, or null. */
export function parseStatementDate(cell: string, format: DateFormat): string | null {
  const m =
    format === 'YYYY-MM-DD'
      ? /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(cell)
      : /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})/.exec(cell);
  if (!m) return null;
  const [yy, mo, d] =
    format === 'YYYY-MM-DD'
      ? [m[1], m[2], m[3]]
      : format === 'DD/MM/YYYY'
        ? [m[3], m[2], m[1]]
        : [m[3], m[1], m[2]];
  const y = yy.length === 2 ? `20${yy}` : yy;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return date.toISOString().slice(0, 10);
}

/** The statement's lines through a mapping; a mapping that does not fit the file is a 400 naming the column. */
export function readLines(table: StatementTable, mapping: StatementMapping): StatementLine[] {
  const names = [mapping.date, mapping.reference, mapping.amount ?? mapping.credit!];
  const wanted = names.map(fold);
  const row = findHeaderRow(table, (h) => wanted.every((w) => h.includes(w)));
  if (row < 0) {
    const missing = names.find(
      (n) => !table.slice(0, 10).some((r) => r.map(fold).includes(fold(n))),
    );
    throw statementError(`El archivo no tiene la columna «${missing ?? names[0]}» de este banco`);
  }
  const headers = table[row].map(fold);
  const col = (name?: string) => (name ? headers.indexOf(fold(name)) : -1);
  const c = {
    date: col(mapping.date),
    reference: col(mapping.reference),
    description: col(mapping.description),
    amount: col(mapping.amount),
    credit: col(mapping.credit),
    debit: col(mapping.debit),
  };
  const lines: StatementLine[] = [];
  table.slice(row + 1).forEach((cells, i) => {
    const at = (k: number) => (k >= 0 ? (cells[k] ?? '') : '');
    const reference = at(c.reference);
    let amount: string | null;
    if (c.amount >= 0) amount = parseStatementAmount(at(c.amount));
    else {
      const credit = parseStatementAmount(at(c.credit));
      const debit = parseStatementAmount(at(c.debit));
      const out = debit ? toCents(debit) : 0n;
      // Money out is negative whether the bank prints its debits signed or not.
      amount =
        credit && toCents(credit) !== 0n ? credit : debit ? fromCents(out < 0n ? out : -out) : null;
    }
    if (!reference || amount === null) return; // totals, balances, blank lines
    lines.push({
      line: i + row + 2,
      date: parseStatementDate(at(c.date), mapping.dateFormat),
      reference,
      normalizedReference: normalizeReference(reference, true),
      description: at(c.description),
      amountVes: amount,
    });
  });
  return lines;
}
