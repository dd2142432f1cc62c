import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeReference } from '@tickera/shared/payment-reference';
import {
  detectMapping,
  parseStatementAmount,
  parseStatementDate,
  readLines,
} from '../../src/modules/payments/statement/map-statement';
import { readCsv, readStatement } from '../../src/modules/payments/statement/read-statement';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

describe('normalizeReference', () => {
  it.each(['12345678', '1234-5678', ' 12345678 ', '0012345678', '00-1234.5678'])(
    'reads the bank reference %j as 12345678',
    (r) => expect(normalizeReference(r, true)).toBe('12345678'),
  );
  it('keeps a zero reference and the letters of a Zelle code', () => {
    expect(normalizeReference('0000', true)).toBe('0');
    expect(normalizeReference(' ab-12 cd ', false)).toBe('AB12CD');
  });
});

describe('parseStatementAmount', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1234.5', '1234.50'],
    ['912,80', '912.80'],
    ['-12,50', '-12.50'],
    ['(1.234,56)', '-1234.56'],
    ['Bs. 1.234,56', '1234.56'],
    ['12,50-', '-12.50'],
    ['1.234.567', '1234567.00'],
    ['100', '100.00'],
  ])('%s → %s', (cell, out) => expect(parseStatementAmount(cell)).toBe(out));
  it.each(['', 'abc', '1,2,3x'])('%j is no amount', (cell) =>
    expect(parseStatementAmount(cell)).toBeNull(),
  );
});

describe('parseStatementDate', () => {
  it('reads the three formats and refuses impossible days', () => {
    expect(parseStatementDate('20/11/2026', 'DD/MM/YYYY')).toBe('2026-11-20');
    expect(parseStatementDate('2026-11-20', 'YYYY-MM-DD')).toBe('2026-11-20');
    expect(parseStatementDate('11/20/26', 'MM/DD/YYYY')).toBe('2026-11-20');
    expect(parseStatementDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('readCsv', () => {
  it('finds the delimiter under a title line that has none', () => {
    expect(readCsv('Banco X - Estado de cuenta\nFecha;Ref;Monto\n01/12/2026;1;2,50\n')).toEqual([
      ['Banco X - Estado de cuenta'],
      ['Fecha', 'Ref', 'Monto'],
      ['01/12/2026', '1', '2,50'],
    ]);
  });

  it('keeps quoted delimiters, doubled quotes and line breaks inside a cell', () => {
    expect(readCsv('a,b\n"x, y","he said ""hi""\nbye"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'he said "hi"\nbye'],
    ]);
  });
});

describe('bank statements in two shapes', () => {
  it('reads a Windows-1252 CSV with a signed amount column and dd/mm/yyyy dates', async () => {
    const table = await readStatement(fixture('statement-signed.csv'));
    const mapping = detectMapping(table);
    expect(mapping).toEqual({
      date: 'Fecha',
      reference: 'Referencia',
      description: 'Descripción',
      amount: 'Monto',
      dateFormat: 'DD/MM/YYYY',
    });
    const lines = readLines(table, mapping!);
    expect(lines.map((l) => [l.date, l.normalizedReference, l.amountVes])).toEqual([
      ['2026-11-20', '45001', '912.80'],
      ['2026-11-20', '45002', '1825.60'],
      ['2026-11-21', '45003', '500.00'],
      ['2026-11-21', '99999', '912.80'],
      ['2026-11-21', '77001', '-12.50'],
    ]);
    expect(lines[1].description).toBe('TRANSFERENCIA RECIBIDA; CLIENTE "VIP"');
  });

  it('reads an XLSX with title rows, date cells and separate debit and credit columns', async () => {
    const table = await readStatement(fixture('statement-debit-credit.xlsx'));
    const mapping = detectMapping(table);
    expect(mapping).toMatchObject({
      date: 'Fecha',
      reference: 'Nro. Referencia',
      credit: 'Crédito',
      debit: 'Débito',
      dateFormat: 'YYYY-MM-DD',
    });
    const lines = readLines(table, mapping!);
    expect(lines.map((l) => [l.date, l.normalizedReference, l.amountVes])).toEqual([
      ['2026-11-22', '88001', '912.80'],
      ['2026-11-22', '88002', '1825.60'],
      ['2026-11-23', '88003', '-15.75'],
      ['2026-11-23', '88004', '100.00'],
    ]);
  });

  it('uses a stored mapping when the headers have unusual names, and names a missing column', async () => {
    const table = readCsv('Día|Operación|Valor\n01/12/2026|555|10,00\n'.replaceAll('|', ';'));
    expect(detectMapping(table)).toBeNull();
    const mapping = {
      date: 'Día',
      reference: 'Operación',
      amount: 'Valor',
      dateFormat: 'DD/MM/YYYY' as const,
    };
    expect(readLines(table, mapping)).toMatchObject([{ date: '2026-12-01', amountVes: '10.00' }]);
    try {
      readLines(table, { ...mapping, amount: 'Monto' });
      expect.unreachable();
    } catch (err) {
      expect((err as { details: { fields: { file: string } } }).details.fields.file).toBe(
        'El archivo no tiene la columna «Monto» de este banco',
      );
    }
  });

  it('refuses a file with no movements or that is neither CSV nor XLSX', async () => {
    await expect(readStatement(Buffer.from('Fecha;Referencia;Monto\n'))).rejects.toThrow();
    await expect(
      readStatement(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)])),
    ).rejects.toThrow();
  });
});
