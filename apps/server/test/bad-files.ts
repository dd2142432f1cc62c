/**
 * Hostile bank statements, made in memory (decision 028): a ZIP writer that can make its
 * central directory lie, a minimal XLSX around a sheet, and the files of the "bad files"
 * tests and of the RELIABILITY.md measurement (bench/bad-files.ts).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The unzipped size the central directory declares; the real one unless a test lies. */
  declaredSize?: number;
}

/** A ZIP archive (deflated parts, no data descriptors). */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const body = deflateRawSync(p.data, { level: 9 });
    const crc = crc32(p.data);
    const size = p.declaredSize ?? p.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt16LE(0x21, 14);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(dir, name);
    offset += 30 + name.length + body.length;
  }
  const dirSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type Cell = string | number | null;

/** Rows as sheet XML: text as inline strings, numbers as numbers; `extra` is put in row 1. */
export function sheetRows(rows: Cell[][], extra = ''): string {
  return rows
    .map((cells, i) => {
      const r = i + 1;
      const xml = cells
        .map((v, c) => {
          const ref = `${String.fromCharCode(65 + c)}${r}`;
          if (v === null) return '';
          if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r}">${xml}${r === 1 ? extra : ''}</row>`;
    })
    .join('');
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The XML parts of a one-sheet workbook whose sheetData is `rowsXml`. */
export function xlsxParts(rowsXml: string, sharedStrings?: string): ZipPart[] {
  const part = (name: string, xml: string) => ({
    name,
    data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`),
  });
  return [
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (sharedStrings === undefined
          ? ''
          : '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>') +
        '</Types>',
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Movimientos" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (sharedStrings === undefined
          ? ''
          : `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`) +
        '</Relationships>',
    ),
    part(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${MAIN}"><sheetData>${rowsXml}</sheetData></worksheet>`,
    ),
    ...(sharedStrings === undefined ? [] : [part('xl/sharedStrings.xml', sharedStrings)]),
  ];
}

/** A statement a bank could send: the header and `lines` credits of 10,00 Bs.S. */
export function statementRows(lines = 3): Cell[][] {
  return [
    ['Fecha', 'Referencia', 'Descripción', 'Monto'],
    ...Array.from({ length: lines }, (_, i) => [
      '01/12/2026',
      String(70_000 + i),
      'TRANSFERENCIA RECIBIDA',
      10,
    ]),
  ];
}

const MB = 1024 * 1024;

/** The sheet part of a statement padded with `padBytes` of blanks inside sheetData (valid XML). */
function paddedStatement(padBytes: number, declaredSize?: number): Buffer {
  const parts = xlsxParts(sheetRows(statementRows()) + ' '.repeat(padBytes));
  return zip(
    parts.map((p) => (p.name.endsWith('sheet1.xml') && declaredSize ? { ...p, declaredSize } : p)),
  );
}

/** The bad files, each with what it is and what it claims. */
export const badFiles = {
  /** Honest directory: the sheet declares (and is) 60 MB of blanks; ~60 KB uploaded. */
  zipBomb: () => paddedStatement(60 * MB),
  /** The directory says the sheet is 4 KB; it inflates to 60 MB. */
  lyingZip: () => paddedStatement(60 * MB, 4096),
  /** A statement plus 1,000 one-byte parts: 1,005 entries. */
  manyEntries: () =>
    zip([
      ...xlsxParts(sheetRows(statementRows())),
      ...Array.from({ length: 1000 }, (_, i) => ({ name: `x/${i}`, data: Buffer.from('x') })),
    ]),
  /** A statement of `lines` lines with one value in column XFD (16,384) of its first row. */
  wideSheet: (lines = 200) =>
    zip(
      xlsxParts(sheetRows(statementRows(lines), '<c r="XFD1" t="inlineStr"><is><t>x</t></is></c>')),
    ),
  /** The same with only an empty styled cell at XFD1: what spreadsheets write for formatting. */
  wideEmptySheet: (lines = 3) =>
    zip(xlsxParts(sheetRows(statementRows(lines), '<c r="XFD1" s="0"/>'))),
  /** A statement whose sharedStrings.xml holds 1,000,000 entries (16 MB unzipped). */
  millionStrings: () =>
    zip(
      xlsxParts(
        sheetRows(statementRows()),
        `<sst xmlns="${MAIN}" count="1000000" uniqueCount="1000000">${'<si><t>x</t></si>'.repeat(1_000_000)}</sst>`,
      ),
    ),
  /** A CSV that is one line of `bytes` characters (no delimiter). */
  longLineCsv: (bytes: number) => Buffer.from('x'.repeat(bytes)),
  /** A CSV of a header and `lines` credit lines. */
  csv: (lines: number) =>
    Buffer.from(
      `Fecha;Referencia;Monto\n${Array.from({ length: lines }, (_, i) => `01/12/2026;${80_000 + i};10,00\n`).join('')}`,
    ),
};
