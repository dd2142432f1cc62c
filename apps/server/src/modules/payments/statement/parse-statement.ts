/**
 * A bank statement file as a table of text cells: CSV (comma, semicolon or tab; quoted
 * cells; UTF-8 or the Windows-1252 Venezuelan banks still export) or XLSX (first sheet).
 * Synchronous and bounded by STATEMENT_LIMITS; the server runs it in a worker thread
 * (read-statement.ts), never on the event loop.
 */
import { readXlsx } from './read-xlsx';
import {
  LIMIT_MESSAGES,
  STATEMENT_LIMITS,
  columnName,
  limitError,
  statementError,
  type StatementTable,
} from './statement-limits';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // a ZIP container

export const isZip = (file: Buffer) => file.subarray(0, 4).equals(XLSX_MAGIC);

export function parseStatement(file: Buffer): StatementTable {
  const rows = isZip(file) ? readXlsx(file) : readCsv(decodeText(file));
  if (rows.length < 2) throw statementError('El archivo no tiene movimientos');
  checkText(rows);
  return rows;
}

/**
 * Every cell's text, and the table's in all, within their caps: the table leaves the worker
 * as a copy, and a shared string used a million times is copied a million times.
 */
function checkText(rows: StatementTable): void {
  let total = 0;
  for (const [r, row] of rows.entries())
    for (const [c, cell] of row.entries()) {
      if (cell.length > STATEMENT_LIMITS.maxCellChars)
        throw limitError(LIMIT_MESSAGES.cell(r + 1, columnName(c + 1)));
      total += cell.length;
      if (total > STATEMENT_LIMITS.maxTableChars) throw limitError(LIMIT_MESSAGES.tableText());
    }
}

function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

/** The first `count` lines of `text`, each refused past the line cap before it is split. */
function firstLines(text: string, count: number): string[] {
  const lines: string[] = [];
  let at = 0;
  while (lines.length < count && at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (end - at > STATEMENT_LIMITS.maxLineChars)
      throw limitError(LIMIT_MESSAGES.line(lines.length + 1));
    const line = text.slice(at, end).replace(/\r$/, '');
    if (line) lines.push(line);
    at = end + 1;
  }
  return lines;
}

/**
 * The delimiter that splits the most of the first lines into the same number of columns
 * (title lines above the header, like "Banco X - Estado de cuenta", do not count against it).
 */
function guessDelimiter(text: string): string {
  const sample = firstLines(text, 10);
  let best = ',';
  let bestScore = 0;
  for (const d of [';', ',', '\t']) {
    const counts = sample.map((l) => l.split(d).length - 1).filter((c) => c > 0);
    const freq = new Map<number, number>();
    for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
    for (const [columns, lines] of freq) {
      const score = lines * 1000 + columns;
      if (score > bestScore) [best, bestScore] = [d, score];
    }
  }
  return best;
}

/**
 * RFC 4180: quoted cells may hold the delimiter, line breaks and doubled quotes. Blank
 * records are left out; a record longer than 64 KB, a value past column 64 or more than
 * 50,000 records with values are refused (empty cells past column 64 are ignored).
 */
export function readCsv(text: string): StatementTable {
  const d = guessDelimiter(text);
  const { maxLineChars, maxColumns, maxRows } = STATEMENT_LIMITS;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let recordStart = 0;
  let line = 1; // physical line where the record starts, to name it
  let lines = 1;
  const pushCell = () => {
    const value = cell.trim();
    cell = '';
    if (row.length < maxColumns) row.push(value);
    else if (value) throw limitError(LIMIT_MESSAGES.column(columnName(row.length + 1)));
  };
  const pushRow = () => {
    pushCell();
    if (row.some((c) => c !== '')) {
      if (rows.length === maxRows) throw limitError(LIMIT_MESSAGES.rows());
      rows.push(row);
    }
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    if (i - recordStart > maxLineChars) throw limitError(LIMIT_MESSAGES.line(line));
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') lines++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === d) {
      pushCell();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      pushRow();
      recordStart = i + 1;
      line = ++lines;
    } else cell += ch;
  }
  if (quoted) throw statementError('El archivo CSV tiene comillas sin cerrar');
  if (cell !== '' || row.length) pushRow();
  return rows;
}
