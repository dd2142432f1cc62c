/**
 * A bank statement file as a table of text cells: CSV (comma, semicolon or tab; quoted
 * cells; UTF-8 or the Windows-1252 Venezuelan banks still export) or XLSX (first sheet).
 */
import ExcelJS from 'exceljs';
import { AppError } from '../../../errors';

export type StatementTable = string[][];

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // a ZIP container

export async function readStatement(file: Buffer): Promise<StatementTable> {
  const table = file.subarray(0, 4).equals(XLSX_MAGIC)
    ? await readXlsx(file)
    : readCsv(decodeText(file));
  const rows = table.filter((r) => r.some((c) => c !== ''));
  if (rows.length < 2) throw statementError('El archivo no tiene movimientos');
  return rows;
}

export function statementError(message: string): AppError {
  return new AppError('VALIDATION', { fields: { file: message } });
}

function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

/**
 * The delimiter that splits the most of the first lines into the same number of columns
 * (title lines above the header, like "Banco X - Estado de cuenta", do not count against it).
 */
function guessDelimiter(text: string): string {
  const sample = text.split(/\r?\n/).filter(Boolean).slice(0, 10);
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

/** RFC 4180: quoted cells may hold the delimiter, line breaks and doubled quotes. */
export function readCsv(text: string): StatementTable {
  const d = guessDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === d) {
      row.push(cell.trim());
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) throw statementError('El archivo CSV tiene comillas sin cerrar');
  if (cell !== '' || row.length) rows.push([...row, cell.trim()]);
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel dates have no zone: the cell's calendar day is what the bank printed.
    const dd = String(value.getUTCDate()).padStart(2, '0');
    const mm = String(value.getUTCMonth() + 1).padStart(2, '0');
    return `${value.getUTCFullYear()}-${mm}-${dd}`;
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

async function readXlsx(file: Buffer): Promise<StatementTable> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw statementError('El archivo no es un CSV ni un XLSX legible');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw statementError('El libro no tiene hojas');
  const rows: StatementTable = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellText(r.getCell(c).value));
    rows.push(cells);
  });
  return rows;
}
