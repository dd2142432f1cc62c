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

export async function toXlsx(sheet: string, header: string[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet);
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((col, i) => {
    const longest = Math.max(header[i].length, ...rows.map((r) => String(r[i] ?? '').length));
    col.width = Math.min(60, longest + 2);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
