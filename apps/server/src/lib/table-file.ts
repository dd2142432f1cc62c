/**
 * A table as a file to download: CSV (UTF-8 with its mark, so spreadsheets read the
 * accents) or XLSX (first sheet, bold header, widths to fit).
 */
import ExcelJS from 'exceljs';

export type Cell = string | number | null;

const csvCell = (v: Cell, separator: string) => {
  const s = v === null ? '' : String(v);
  // A leading = + - @ would be read as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /["\n\r]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv(header: string[], rows: Cell[][], separator = ','): string {
  const lines = [header, ...rows].map((r) => r.map((c) => csvCell(c, separator)).join(separator));
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
