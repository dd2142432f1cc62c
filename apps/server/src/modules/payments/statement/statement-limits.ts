/**
 * What a bank statement file may cost to read (decision 028). A month of a busy account is
 * a few thousand lines and a handful of columns; every cap is far above that and far below
 * what would stop the server. The upload itself is capped at 5 MB (reconcile-routes.ts).
 */
import { AppError } from '../../../errors';

export type StatementTable = string[][];

export const STATEMENT_LIMITS = {
  /** Rows with at least one value (blank and styled-only rows do not count). */
  maxRows: 50_000,
  /** A value past this column is refused; empty cells past it are ignored. */
  maxColumns: 64,
  /** One CSV record (a line, or several when a quoted cell holds line breaks), in characters. */
  maxLineChars: 64 * 1024,
  /** XLSX: the sum of the sizes the ZIP's central directory declares once unzipped. */
  maxUnzippedBytes: 50 * 1024 * 1024,
  /** XLSX: parts in the ZIP (a statement from a bank has about ten). */
  maxZipEntries: 1_000,
  /** One cell's text (a bank writes dates, references, amounts and short descriptions). */
  maxCellChars: 1_000,
  /**
   * The table's text in all (a repeated shared string counts each time it is used: the table
   * is copied whole from the worker, repeats and all).
   */
  maxTableChars: 16 * 1024 * 1024,
  /** XLSX: distinct texts of the workbook (ten per row of the longest sheet allowed). */
  maxSharedStrings: 500_000,
  /** The worker reading the file: its V8 heap, and how long it may take. */
  workerHeapMb: 256,
  timeoutMs: 10_000,
  /** Files read at once by one server process; past it the upload is answered 503. */
  concurrentReads: 2,
} as const;

const es = (n: number) => n.toLocaleString('es-VE');

/** The file cannot be read (not CSV or XLSX, no movements…): 400 naming `file`. */
export function statementError(message: string): AppError {
  return new AppError('VALIDATION', { fields: { file: message } });
}

/** The file is past a cap on what reading it may cost: 422 naming `file`. */
export function limitError(message: string): AppError {
  return new AppError('FILE_LIMIT_EXCEEDED', { fields: { file: message } });
}

/** The file unzips (or would unzip) into more than is read: 413 naming `file`. */
export function tooLargeError(message: string): AppError {
  return new AppError('FILE_TOO_LARGE', { fields: { file: message } });
}

export const LIMIT_MESSAGES = {
  rows: () =>
    `El archivo tiene más de ${es(STATEMENT_LIMITS.maxRows)} filas con datos; divídalo por períodos`,
  column: (column: string) =>
    `La hoja tiene datos en la columna ${column}; un estado de cuenta se lee hasta la columna ${STATEMENT_LIMITS.maxColumns} (BL)`,
  line: (line: number) =>
    `La línea ${es(line)} del archivo tiene más de ${STATEMENT_LIMITS.maxLineChars / 1024} KB`,
  cell: (row: number, column: string) =>
    `Una celda de la columna ${column} (fila ${es(row)} con datos) tiene más de ${es(STATEMENT_LIMITS.maxCellChars)} caracteres`,
  tableText: () =>
    `El archivo tiene más de ${STATEMENT_LIMITS.maxTableChars / 1024 / 1024} MB de texto; divídalo por períodos`,
  sharedStrings: () =>
    `El libro tiene más de ${es(STATEMENT_LIMITS.maxSharedStrings)} textos distintos`,
  unzipped: (bytes: number) =>
    `El archivo se descomprime en ${es(Math.ceil(bytes / 1024 / 1024))} MB; el máximo es ${STATEMENT_LIMITS.maxUnzippedBytes / 1024 / 1024} MB`,
  entries: (count: number) =>
    `El archivo comprimido tiene ${es(count)} partes; el máximo es ${es(STATEMENT_LIMITS.maxZipEntries)}`,
  zip64: () => 'El archivo comprimido declara un tamaño de más de 4 GB',
  lying: () => 'El archivo comprimido se descomprime en más de lo que declara',
  memory: () => 'El archivo necesita demasiada memoria para leerse',
  timeout: () =>
    `El archivo tardó más de ${STATEMENT_LIMITS.timeoutMs / 1000} s en leerse; revise que sea el estado de cuenta que exporta el banco`,
};

/** A column number (1-based) as its letters: 1 → A, 64 → BL, 16384 → XFD. */
export function columnName(n: number): string {
  let s = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26))
    s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}
