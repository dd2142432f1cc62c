/**
 * The statement reader's worker and XLSX reader on their own (decision 028): what the
 * upload cap keeps away from the API (a 10 MB line), the time and memory caps, and the
 * cell shapes spreadsheets write.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseStatement } from '../../src/modules/payments/statement/parse-statement';
import {
  readStatement,
  readsIdle,
  readsInProgress,
} from '../../src/modules/payments/statement/read-statement';
import { badFiles, xlsxParts, zip } from '../bad-files';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

// A read's slot is held until its worker thread has ended, which may be just after its
// answer: each test starts with every earlier worker gone.
afterEach(() => readsIdle());

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable(),
    (err: { code: string; statusCode: number; details?: { fields?: { file?: string } } }) => ({
      code: err.code,
      status: err.statusCode,
      file: err.details?.fields?.file,
    }),
  );

describe('the statement worker', () => {
  it('refuses a 10 MB line by the line cap (the upload cap stops it before the API)', async () => {
    expect(await refusal(readStatement(badFiles.longLineCsv(10 * 1024 * 1024)))).toEqual({
      code: 'FILE_LIMIT_EXCEEDED',
      status: 422,
      file: 'La línea 1 del archivo tiene más de 64 KB',
    });
  });

  it('stops a read that takes too long, in Spanish, and frees its slot', async () => {
    const res = await refusal(readStatement(badFiles.csv(3), { timeoutMs: 1 }));
    expect(res).toMatchObject({ code: 'FILE_READ_TIMEOUT', status: 422 });
    expect(res.file).toMatch(/tardó más de 10 s en leerse/);
    // The slot is held until the thread has ended, then given back.
    expect(readsInProgress()).toBe(1);
    await readsIdle();
    expect(readsInProgress()).toBe(0);
  });

  it('a file that needs more memory than the worker has is refused (413), the process lives on', async () => {
    // 50,000 lines of 64 two-digit cells: about 150 MB of cells for a 16 MB heap.
    const wide = Buffer.from(
      `${Array.from({ length: 64 }, () => '12').join(';')}\n`.repeat(50_000),
    );
    const res = await refusal(readStatement(wide, { heapMb: 16 }));
    expect(res).toEqual({
      code: 'FILE_TOO_LARGE',
      status: 413,
      file: 'El archivo necesita demasiada memoria para leerse',
    });
    await readsIdle();
    expect(await readStatement(badFiles.csv(2))).toHaveLength(3);
  });
});

describe('the text a table may carry out of the worker', () => {
  it('refuses a cell over 1,000 characters', async () => {
    const csv = Buffer.from(`Fecha;Referencia;Monto\n2026-11-01;${'9'.repeat(1_001)};10,00\n`);
    expect(await refusal(readStatement(csv))).toEqual({
      code: 'FILE_LIMIT_EXCEEDED',
      status: 422,
      file: 'Una celda de la columna B (fila 2 con datos) tiene más de 1.000 caracteres',
    });
  });

  it('refuses one long shared string used in every row: the copy out would be huge', async () => {
    // 900 characters × 20,000 cells: 18 M characters from a file of a few kB.
    const text = 'x'.repeat(900);
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>0</v></c></row>`,
    );
    const book = zip(
      xlsxParts(
        rows.join(''),
        `<sst xmlns="${MAIN_NS}" count="1" uniqueCount="1"><si><t>${text}</t></si></sst>`,
      ),
    );
    expect(book.length).toBeLessThan(200_000);
    expect(await refusal(readStatement(book))).toEqual({
      code: 'FILE_LIMIT_EXCEEDED',
      status: 422,
      file: 'El archivo tiene más de 16 MB de texto; divídalo por períodos',
    });
  });
});

describe('readXlsx', () => {
  const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  it('reads shared and inline strings, numbers, booleans, errors and date cells of both systems', () => {
    const parts = xlsxParts(
      // No `r` on the second row's cells: each follows the one before.
      '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="C2" t="inlineStr"><is><t>Monto</t></is></c><c r="D2" t="str"><v>Ok &amp; &lt;b&gt;</v></c></row>' +
        '<row r="7"><c s="1"><v>46348</v></c><c t="s"><v>2</v></c><c><v>1.2345E3</v></c><c t="b"><v>1</v></c><c t="e"><v>#N/A</v></c></row>' +
        '<row r="9" spans="1:3" s="1" customFormat="1"/>',
      `<sst xmlns="${MAIN}"><si><t>Fecha</t></si><si><r><t xml:space="preserve">Refe</t></r><r><t>rencia</t></r><rPh><t>x</t></rPh></si><si><t>0001_x000D_</t></si></sst>`,
    );
    parts.push({
      name: 'xl/styles.xml',
      data: Buffer.from(
        `<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>`,
      ),
    });
    const rels = parts.find((p) => p.name === 'xl/_rels/workbook.xml.rels')!;
    rels.data = Buffer.from(
      String(rels.data).replace(
        '</Relationships>',
        '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      ),
    );
    expect(parseStatement(zip(parts))).toEqual([
      ['Fecha', 'Referencia', 'Monto', 'Ok & <b>'],
      ['2026-11-22', '0001', '1234.5', 'true'],
    ]);
    const book = parts.find((p) => p.name === 'xl/workbook.xml')!;
    book.data = Buffer.from(
      String(book.data).replace('<sheets>', '<workbookPr date1904="1"/><sheets>'),
    );
    expect(parseStatement(zip(parts))[1][0]).toBe('2030-11-23');
  });

  it('reads a sheet written with a namespace prefix', () => {
    const parts = xlsxParts('');
    const sheet = parts.find((p) => p.name.endsWith('sheet1.xml'))!;
    sheet.data = Buffer.from(
      `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Fecha</x:t></x:is></x:c><x:c r="B1"><x:v>7</x:v></x:c></x:row><x:row r="2"><x:c r="B2"><x:v>8</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
    );
    expect(parseStatement(zip(parts))).toEqual([
      ['Fecha', '7'],
      ['', '8'],
    ]);
  });
});
