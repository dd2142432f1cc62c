/**
 * The first sheet of an XLSX as a table of text cells, reading only the cells the file
 * holds (decision 028). The parts are found through the package's relationships, as Excel
 * does; shared strings, inline strings, numbers, booleans and date cells (a number whose
 * style's format is a date) are read the way exceljs read them before. A value past
 * column 64 or more than 50,000 rows with values is refused as soon as it is met.
 */
import { posix } from 'node:path';
import {
  LIMIT_MESSAGES,
  STATEMENT_LIMITS,
  columnName,
  limitError,
  statementError,
  type StatementTable,
} from './statement-limits';
import { inflateEntry, readZipDirectory, type ZipEntry } from './zip';

const unreadable = () => statementError('El archivo no es un CSV ni un XLSX legible');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text as written: entities, character references and OOXML's `_xHHHH_` escapes. */
function decode(s: string): string {
  if (!s.includes('&') && !s.includes('_x')) return s;
  return s
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()];
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const attrPatterns = new Map<string, RegExp>();

function attr(attrs: string, name: string): string | undefined {
  let re = attrPatterns.get(name);
  if (!re) {
    re = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attrPatterns.set(name, re);
  }
  const m = re.exec(attrs);
  return m ? decode(m[1] ?? m[2]) : undefined;
}

/** Every `<t>` of a string item or an inline string, phonetic runs (`<rPh>`) left out. */
function textOf(xml: string): string {
  const plain = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let out = '';
  for (const m of plain.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g))
    if (m[1]) out += decode(m[1]);
  return out;
}

/** The workbook's parts: found by name, inflated once each (within the declared sizes). */
class Package {
  private readonly byName = new Map<string, ZipEntry>();
  constructor(private readonly buf: Buffer) {
    for (const e of readZipDirectory(buf)) {
      const key = e.name.toLowerCase();
      if (!this.byName.has(key)) this.byName.set(key, e);
    }
  }
  read(name: string): string | undefined {
    const entry = this.byName.get(name.replace(/^\//, '').toLowerCase());
    return entry ? inflateEntry(this.buf, entry).toString('utf8') : undefined;
  }
  /** Relationships of `part`: type's last segment → absolute part names, in document order. */
  rels(part: string): { id: string; type: string; target: string }[] {
    const dir = posix.dirname(part);
    const xml = this.read(posix.join(dir, '_rels', `${posix.basename(part)}.rels`)) ?? '';
    const out = [];
    for (const m of xml.matchAll(/<(?:\w+:)?Relationship\b([^>]*?)\/?>/g)) {
      const target = attr(m[1], 'Target');
      if (!target || attr(m[1], 'TargetMode') === 'External') continue;
      out.push({
        id: attr(m[1], 'Id') ?? '',
        type: (attr(m[1], 'Type') ?? '').split('/').pop()!,
        target: target.startsWith('/') ? target.slice(1) : posix.join(dir, target),
      });
    }
    return out;
  }
}

/** Built-in number formats that are dates or times (ECMA-376 §18.8.30 and the East Asian ones). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** A format code that shows a date or a time (quoted text and [colour]/[locale] left out). */
const isDateFormat = (code: string) =>
  /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Style index → whether the cell shows a date. */
function dateStyles(xml: string | undefined): boolean[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  for (const m of xml.matchAll(/<(?:\w+:)?numFmt\b([^>]*?)\/?>/g))
    custom.set(Number(attr(m[1], 'numFmtId')), attr(m[1], 'formatCode') ?? '');
  const xfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(xml)?.[1] ?? '';
  return [...xfs.matchAll(/<(?:\w+:)?xf\b([^>]*?)\/?>/g)].map((m) => {
    const id = Number(attr(m[1], 'numFmtId') ?? 0);
    return custom.has(id) ? isDateFormat(custom.get(id)!) : BUILT_IN_DATES.has(id);
  });
}

function sharedStrings(xml: string | undefined): string[] {
  const out: string[] = [];
  if (!xml) return out;
  for (const m of xml.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)) {
    if (out.length === STATEMENT_LIMITS.maxSharedStrings)
      throw limitError(LIMIT_MESSAGES.sharedStrings());
    out.push(m[1] ? textOf(m[1]).trim() : '');
  }
  return out;
}

/** Excel's serial day (1900 or 1904 system) as YYYY-MM-DD, the cell's calendar day. */
function serialDate(serial: number, date1904: boolean): string | null {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  if (Number.isNaN(date.getTime())) return null;
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${date.getUTCFullYear()}-${mm}-${dd}`;
}

/** "XFD12" → 16384; more than three letters is past any sheet (and past the cap): 16385. */
function columnOf(ref: string): number | null {
  const letters = /^[A-Za-z]+/.exec(ref)?.[0];
  if (!letters) return null;
  if (letters.length > 3) return 16_385;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
}

export function readXlsx(file: Buffer): StatementTable {
  const pkg = new Package(file);
  const workbookPath =
    pkg.rels('').find((r) => r.type === 'officeDocument')?.target ?? 'xl/workbook.xml';
  const workbook = pkg.read(workbookPath);
  if (workbook === undefined) throw unreadable();
  const rels = pkg.rels(workbookPath);
  const first = /<(?:\w+:)?sheet\b([^>]*?)\/?>/.exec(workbook);
  if (!first) throw statementError('El libro no tiene hojas');
  const id = /\s\w+:id\s*=\s*"([^"]*)"/.exec(first[1])?.[1];
  const sheetPath = rels.find((r) => r.id === id)?.target;
  const sheet = sheetPath ? pkg.read(sheetPath) : undefined;
  if (sheet === undefined) throw statementError('El libro no tiene hojas');
  const part = (type: string, fallback: string) =>
    pkg.read(rels.find((r) => r.type === type)?.target ?? fallback);
  const styles = dateStyles(part('styles', 'xl/styles.xml'));
  const strings = sharedStrings(part('sharedStrings', 'xl/sharedStrings.xml'));
  const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\sdate1904\s*=\s*"(?:1|true)"/.test(workbook);

  const cellText = (attrs: string, inner: string): string => {
    const type = attr(attrs, 't') ?? 'n';
    if (type === 'inlineStr') return textOf(inner).trim();
    const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner)?.[1];
    if (v === undefined || v === '') return '';
    switch (type) {
      case 's':
        return strings[parseInt(v, 10)] ?? '';
      case 'str':
        return decode(v).trim();
      case 'b':
        return String(parseInt(v, 10) !== 0);
      case 'e':
        return '';
      case 'd':
        return /^\d{4}-\d{2}-\d{2}/.exec(v)?.[0] ?? decode(v).trim();
      default: {
        const n = parseFloat(v);
        if (Number.isNaN(n)) return '';
        const style = Number(attr(attrs, 's') ?? 0);
        return (styles[style] && serialDate(n, date1904)) || String(n);
      }
    }
  };

  const start = sheet.search(/<(?:\w+:)?sheetData\b/);
  const end = sheet.search(/<\/(?:\w+:)?sheetData>/);
  const data = start < 0 ? '' : sheet.slice(start, end < 0 ? undefined : end);
  const table: StatementTable = [];
  let width = 0;
  let row: string[] | null = null;
  let column = 0;
  const endRow = () => {
    if (row?.length) {
      if (table.length === STATEMENT_LIMITS.maxRows) throw limitError(LIMIT_MESSAGES.rows());
      table.push(row);
    }
    row = null;
  };
  const tokens = /<(?:\w+:)?(row|c)\b([^>]*?)(\/?)>|<\/(?:\w+:)?row>/g;
  const cellEnd = /<\/(?:\w+:)?c>/g;
  for (let m = tokens.exec(data); m; m = tokens.exec(data)) {
    if (m[1] !== 'c') {
      endRow(); // a row closes the one before it, even if that one was not closed
      if (m[1] === 'row' && !m[3]) row = [];
      column = 0;
      continue;
    }
    let inner = '';
    if (!m[3]) {
      cellEnd.lastIndex = tokens.lastIndex;
      const close = cellEnd.exec(data);
      if (!close) throw unreadable();
      inner = data.slice(tokens.lastIndex, close.index);
      tokens.lastIndex = cellEnd.lastIndex;
    }
    const ref = attr(m[2], 'r');
    column = (ref && columnOf(ref)) || column + 1;
    const text = cellText(m[2], inner);
    if (text === '') continue;
    if (column > STATEMENT_LIMITS.maxColumns)
      throw limitError(LIMIT_MESSAGES.column(columnName(column)));
    row ??= [];
    row[column - 1] = text;
    width = Math.max(width, column);
  }
  endRow();
  for (const r of table) for (let c = 0; c < width; c++) r[c] ??= '';
  return table;
}
