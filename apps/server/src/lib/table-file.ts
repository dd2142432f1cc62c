/**
 * A table as a file to download: CSV (UTF-8 with its mark, so spreadsheets read the
 * accents) or XLSX (first sheet, bold header, widths to fit).
 */
import ExcelJS from 'exceljs';

export type Cell = string | number | null;

/** A plain negative number ("-12.50", "-3,75"): a spreadsheet reads it as a number, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;
/** What makes a spreadsheet read a cell as a formula when it comes first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula sign right after a character some reader may split on (";" in a Spanish-locale
 * Excel, "," elsewhere, tab, a line break): a reader that splits where this file does not
 * would start a cell there.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ ]*)([=+\-@])/g;

/**
 * One cell, always quoted. A text that a spreadsheet would run as a formula (leading
 * = + - @ tab or CR) gets a leading apostrophe, and so does any formula sign that follows
 * a ; , tab or line break inside it (in case a reader splits there despite the quotes). Numbers
 * given as numbers, and plain negative numbers, are left as they are.
 */
function csvCell(v: Cell): string {
  let s = v === null ? '' : String(v);
  if (typeof v === 'string' && !NEGATIVE_NUMBER.test(s)) {
    s = s.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
    if (FORMULA_START.test(s)) s = `'${s}`;
  }
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * A CSV (UTF-8 with its mark, CRLF lines) where every cell is quoted: a reader splitting on
 * another separator than `separator` (Excel in a Spanish locale splits on ";") still keeps
 * each cell whole, and no text cell can be read as a formula.
 */
export function toCsv(header: string[], rows: Cell[][], separator = ','): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface Sheet {
  name: string;
  header: string[];
  rows: Cell[][];
  /** Columns (0-based) of money: numeric cells shown with two decimals. */
  money?: number[];
  /** Lines written above the header (a report's title, event, period). */
  title?: string[];
}

/** A workbook of several sheets; numbers stay numeric cells (a spreadsheet sums them). */
export async function toXlsxBook(sheets: Sheet[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = book.addWorksheet(s.name);
    for (const [i, line] of (s.title ?? []).entries())
      ws.addRow([line]).font = { bold: i === 0, size: i === 0 ? 13 : 11 };
    if (s.title?.length) ws.addRow([]);
    ws.addRow(s.header).font = { bold: true };
    for (const r of s.rows) ws.addRow(r);
    ws.columns.forEach((col, i) => {
      const longest = Math.max(s.header[i].length, ...s.rows.map((r) => String(r[i] ?? '').length));
      col.width = Math.min(60, longest + 4);
      if (s.money?.includes(i)) col.numFmt = '#,##0.00';
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function toXlsx(sheet: string, header: string[], rows: Cell[][]): Promise<Buffer> {
  return toXlsxBook([{ name: sheet, header, rows }]);
}
