import { X509Certificate } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualRateSchema, normalizeRateText } from '@tickera/shared/schemas/rates';
import { BCV_INTERMEDIATE_PEM } from '../../src/modules/rates/bcv-intermediate';
import { fetchRate, parseSource } from '../../src/modules/rates/fetch-rate';
import { parseBcvPage } from '../../src/modules/rates/parse-bcv';
import { parseJsonSource } from '../../src/modules/rates/parse-json';
import { ageMinutes } from '../../src/modules/rates/service';

const page = readFileSync(new URL('../fixtures/bcv-home.html', import.meta.url), 'utf8');
const withDolar = (strong: string) =>
  page.replace('<strong> 236,83890000 </strong>', `<strong>${strong}</strong>`);

describe('[RATES] BCV page parser', () => {
  it('reads the dollar, not the euro, yuan, lira or rublo, and the Fecha Valor', () => {
    expect(parseBcvPage(page)).toEqual({
      rate: '236.83890000',
      valueDate: '2026-11-21',
      source: 'BCV',
    });
  });

  it('reads dots as thousands and a nested or spaced-out number', () => {
    expect(parseBcvPage(withDolar('&nbsp;1.236,8389 ')).rate).toBe('1236.83890000');
    expect(parseBcvPage(withDolar('1.236')).rate).toBe('1236.00000000');
    expect(parseBcvPage(withDolar('<span> 36,51200000</span>')).rate).toBe('36.51200000');
  });

  it('falls back to the Spanish date text when the span has no content attribute', () => {
    const html = page.replace(/ content="2026-11-21T00:00:00-04:00"/, '');
    expect(parseBcvPage(html).valueDate).toBe('2026-11-21');
    const noDate = page.replace(/Fecha Valor:[\s\S]*?<\/span>/, '');
    expect(parseBcvPage(noDate).valueDate).toBeNull();
  });

  it('ends the dollar block at the next currency: an empty #dolar never yields the euro', () => {
    const dolarFirst = page
      .replace('<div id="dolar"', '<div id="dolar-old"')
      .replace(
        '<div id="euro" class="col-sm-12 col-xs-12 ">',
        '<div id="dolar"></div><div id="euro">',
      );
    expect(() => parseBcvPage(dolarFirst)).toThrow(/no contiene la tasa/);
  });

  it('refuses garbage with a clear Spanish error', () => {
    expect(() => parseBcvPage('<html><body>Sitio en mantenimiento</body></html>')).toThrow(
      /no contiene el bloque del dólar \(div#dolar\)/,
    );
    expect(() => parseBcvPage(withDolar(' N/D '))).toThrow(/Tasa ilegible en la página del BCV/);
    expect(() => parseBcvPage(withDolar('236.8389'))).toThrow(/ilegible/);
    expect(() => parseBcvPage(withDolar('0,00000000'))).toThrow(/fuera de rango.*mayor que 0/);
    expect(() => parseBcvPage(withDolar('9.999.999,00'))).toThrow(/no puede superar/);
  });
});

describe('[RATES] JSON source parser', () => {
  it('reads promedio as a number or a string, with its date in Caracas', () => {
    expect(
      parseJsonSource(
        JSON.stringify({
          fuente: 'oficial',
          nombre: 'Oficial',
          compra: null,
          venta: null,
          promedio: 236.8389,
          fechaActualizacion: '2026-11-22T02:00:00.000Z',
        }),
      ),
    ).toEqual({ rate: '236.83890000', valueDate: '2026-11-21', source: 'BCV_API' });
    expect(parseJsonSource('{"promedio":"236,8389","fecha":"2026-11-21"}').rate).toBe(
      '236.83890000',
    );
  });

  it('takes the official entry of a list and never a parallel-market figure', () => {
    const list = [
      { fuente: 'paralelo', promedio: 310.5 },
      { fuente: 'oficial', promedio: 236.8389 },
    ];
    expect(parseJsonSource(JSON.stringify(list)).rate).toBe('236.83890000');
    expect(() => parseJsonSource(JSON.stringify(list.slice(0, 1)))).toThrow(/tasa oficial/);
    expect(() => parseJsonSource('{"fuente":"paralelo","promedio":310.5}')).toThrow(
      /no es la tasa oficial/,
    );
  });

  it('refuses garbage', () => {
    expect(() => parseJsonSource('{"promedio":')).toThrow(/JSON válido/);
    expect(() => parseJsonSource('{"venta":236.8}')).toThrow(/"promedio"/);
    expect(() => parseJsonSource('{"promedio":-1}')).toThrow(/ilegible/);
    expect(() => parseJsonSource('{"promedio":0}')).toThrow(/mayor que 0/);
    expect(() => parseJsonSource('{"promedio":"n/a"}')).toThrow(/ilegible/);
  });

  it('picks the parser by content type or by the first character', () => {
    expect(parseSource('application/json; charset=utf-8', '{"promedio":1.5}').source).toBe(
      'BCV_API',
    );
    expect(parseSource('text/plain', ' [{"fuente":"oficial","promedio":1.5}]').source).toBe(
      'BCV_API',
    );
    expect(parseSource('text/html; charset=utf-8', page).source).toBe('BCV');
  });
});

describe('[RATES] a rate typed by a person', () => {
  it('accepts comma or dot decimals and refuses the rest in Spanish', () => {
    expect(normalizeRateText('1.236,50')).toBe('1236.50');
    expect(manualRateSchema.parse({ rate: ' 236,8389 ' })).toEqual({ rate: '236.8389' });
    expect(manualRateSchema.parse({ rate: '236.8389', valueDate: '2026-11-21' }).valueDate).toBe(
      '2026-11-21',
    );
    const problems = (body: unknown) =>
      manualRateSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(problems({ rate: 'abc' })).toEqual(['Tasa inválida: use un número como 236,8389']);
    expect(problems({ rate: '0' })).toEqual(['La tasa debe ser mayor que 0']);
    expect(problems({ rate: '1,123456789' })).toEqual(['La tasa admite como máximo 8 decimales']);
    expect(problems({ rate: 236.8 })).toEqual([
      'Indique la tasa como texto, por ejemplo "236,8389"',
    ]);
    expect(problems({ rate: '236', valueDate: '2026-02-30' })).toEqual([
      'Fecha valor inválida (use aaaa-mm-dd)',
    ]);
  });

  it('ages a rate in whole minutes', () => {
    const now = Date.parse('2026-11-21T14:00:00Z');
    expect(ageMinutes('2026-11-21T12:30:30Z', now)).toBe(89);
    expect(ageMinutes('2026-11-21T14:00:05Z', now)).toBe(0);
  });
});

describe('[RATES] the shipped BCV intermediate certificate', () => {
  it('is the Sectigo DV intermediate, signed by a root Node trusts, and still valid', () => {
    const cert = new X509Certificate(BCV_INTERMEDIATE_PEM);
    expect(cert.subject).toContain('CN=Sectigo RSA Domain Validation Secure Server CA');
    expect(cert.ca).toBe(true);
    const issuers = rootCertificates
      .map((pem) => new X509Certificate(pem))
      .filter((root) => cert.checkIssued(root) && cert.verify(root.publicKey));
    expect(issuers.map((r) => r.subject)).toEqual([
      expect.stringContaining('CN=USERTrust RSA Certification Authority'),
    ]);
    expect(
      new Date(cert.validTo).getTime(),
      'renew it: docs/decisions/008-bcv-rate.md',
    ).toBeGreaterThan(Date.now());
  });
});

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

/**
 * A server that, like BCV, sends its leaf without the intermediate. The test CA is made
 * with the openssl CLI (Node has no certificate generator); skipped when it is missing.
 */
describe.runIf(hasOpenssl)('[RATES] fetching over HTTPS with an incomplete chain', () => {
  let dir: string;
  let server: Server;
  let url: string;
  const pem = (name: string) => readFileSync(join(dir, name), 'utf8');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tickera-tls-'));
    const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
    const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    writeFileSync(
      join(dir, 'ca.ext'),
      'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n',
    );
    writeFileSync(
      join(dir, 'leaf.ext'),
      'basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1\n',
    );
    ssl(
      'req',
      '-x509',
      ...key,
      '-keyout',
      'root.key',
      '-out',
      'root.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Tickera Test Root',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    );
    ssl(
      'req',
      ...key,
      '-keyout',
      'int.key',
      '-out',
      'int.csr',
      '-subj',
      '/CN=Tickera Test Intermediate',
    );
    ssl(
      'x509',
      '-req',
      '-in',
      'int.csr',
      '-CA',
      'root.pem',
      '-CAkey',
      'root.key',
      '-set_serial',
      '2',
      '-days',
      '2',
      '-extfile',
      'ca.ext',
      '-out',
      'int.pem',
    );
    ssl('req', ...key, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=127.0.0.1');
    ssl(
      'x509',
      '-req',
      '-in',
      'leaf.csr',
      '-CA',
      'int.pem',
      '-CAkey',
      'int.key',
      '-set_serial',
      '3',
      '-days',
      '2',
      '-extfile',
      'leaf.ext',
      '-out',
      'leaf.pem',
    );
    server = createServer({ key: pem('leaf.key'), cert: pem('leaf.pem') }, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the server without the missing intermediate, and reads it with it', async () => {
    await expect(fetchRate(url)).rejects.toThrow(/certificado TLS de 127\.0\.0\.1.*no es válido/);
    await expect(fetchRate(url, { extraCa: [pem('root.pem')] })).rejects.toThrow(
      /UNABLE_TO_VERIFY_LEAF_SIGNATURE/,
    );
    await expect(fetchRate(url, { extraCa: [pem('root.pem'), pem('int.pem')] })).resolves.toEqual({
      rate: '236.83890000',
      valueDate: '2026-11-21',
      source: 'BCV',
    });
  });
});
