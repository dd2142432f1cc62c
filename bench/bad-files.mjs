// Bad bank statements against the built server (RELIABILITY.md, "Bad files"): each file of
// apps/server/test/bad-files.ts is uploaded to POST /api/payments/reconcile as the demo
// sales account while this process times GET /api/health one request after another until
// the upload is answered. The client is its own process, so a blocked server shows as a
// slow health answer whatever the client does. One line per file.
// Usage: npm run build && node --import tsx bench/bad-files.mjs
import os from 'node:os';
import { badFiles } from '../apps/server/test/bad-files.ts';
import { percentile, staffHeaders, startServer } from './lib.mjs';

const MB = 1024 * 1024;
const files = [
  ['zip bomb', 'directory declares a 60 MB sheet', badFiles.zipBomb(), 'estado.xlsx'],
  ['lying zip', 'declares 4 KB, inflates to 60 MB', badFiles.lyingZip(), 'estado.xlsx'],
  ['1,005 parts', 'a statement and 1,000 one-byte parts', badFiles.manyEntries(), 'estado.xlsx'],
  ['wide sheet', '40 lines, one value in XFD1', badFiles.wideSheet(40), 'estado.xlsx'],
  ['million strings', '1,000,000 <si> (16 MB unzipped)', badFiles.millionStrings(), 'estado.xlsx'],
  ['50,001 lines', 'CSV, 3 columns', badFiles.csv(50_001), 'estado.csv'],
  ['4 MB line', 'CSV, one line, no delimiter', badFiles.longLineCsv(4 * MB), 'estado.csv'],
  ['10 MB line', 'CSV, one line (upload cap 5 MB)', badFiles.longLineCsv(10 * MB), 'estado.csv'],
  ['normal', 'CSV, header and 3 lines', badFiles.csv(3), 'estado.csv'],
];

const server = await startServer({ port: Number(process.env.PORT ?? 3900 + (process.pid % 100)) });
try {
  const base = server.url;
  const auth = await staffHeaders(base, 'ventas@tickera.test');
  const bankId = (await (await fetch(`${base}/api/banks`, { headers: auth })).json()).items[0].id;
  console.log(
    `# ${os.cpus().length} × ${os.cpus()[0].model} · Node ${process.version} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('file | bytes | claims | answer | answered in | health checks | health p50 / max');
  for (const [name, claims, file, filename] of files) {
    const form = new FormData();
    form.append('bankId', bankId);
    form.append('file', new Blob([file]), filename);
    const started = performance.now();
    let answered = false;
    const upload = fetch(`${base}/api/payments/reconcile`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
      .then(async (res) => ({ status: res.status, body: await res.json() }))
      .finally(() => (answered = true));
    const health = [];
    do {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      health.push(performance.now() - t0);
    } while (!answered);
    const { status, body } = await upload;
    const ms = Math.round(performance.now() - started);
    const answer = body.error ? `${status} ${body.error.code}` : `${status}`;
    const max = Math.round(Math.max(...health));
    const p50 = Math.round(percentile(health, 0.5));
    console.log(
      `${name} | ${file.length} | ${claims} | ${answer} | ${ms} ms | ${health.length} | ${p50} / ${max} ms`,
    );
  }
} finally {
  await server.stop();
}
