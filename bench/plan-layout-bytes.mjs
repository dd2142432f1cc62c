#!/usr/bin/env node
// Bytes per seat of the compact seat-map layout (GET /api/events/:id/seat-map/layout) for
// venues drawn as plans (decision 039): the demo stadium (straight blocks) and a curved
// theatre saved through PUT /api/locations/:id/plan and copied into an event. Raw JSON and
// brotli (what a browser downloads).
// Usage: npm run build && node bench/plan-layout-bytes.mjs
import os from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { findStadium, staffHeaders, startServer } from './lib.mjs';

/** A horseshoe theatre: 3 curved platea blocks of 12 rows and a curved balcony, 2,000+ seats. */
const theatre = {
  sections: [
    { id: 'platea', name: 'Platea', code: 'PLATEA', layout: 'NUMBERED' },
    { id: 'balcon', name: 'Balcón', code: 'BALCON', layout: 'NUMBERED' },
  ],
  elements: [
    { kind: 'SHAPE', id: 'escenario', x: 0, y: 0, width: 600, height: 80, role: 'STAGE' },
    ...[-1, 0, 1].map((side, i) => ({
      kind: 'ROWS',
      id: `platea-${i}`,
      section: 'platea',
      x: side * 330,
      y: 200 + Math.abs(side) * 40,
      rotation: side * 25,
      rows: 14,
      seatsPerRow: 30,
      curve: 600,
      rowLabels: { start: i * 14 + 1, skipIO: true },
    })),
    {
      kind: 'ROWS',
      id: 'balcon-filas',
      section: 'balcon',
      x: 0,
      y: 500,
      rows: 10,
      seatsPerRow: 80,
      curve: 700,
      numbering: { order: 'CENTRE' },
    },
  ],
};

const server = await startServer({ port: Number(process.env.PORT ?? 3950 + (process.pid % 40)) });
try {
  const base = server.url;
  const json = (res) =>
    res.ok ? res.json() : res.text().then((t) => Promise.reject(new Error(t)));
  const auth = { ...(await staffHeaders(base)), 'content-type': 'application/json' };
  const send = (method, url, body) =>
    fetch(`${base}${url}`, { method, headers: auth, body: JSON.stringify(body) }).then(json);

  const venue = await send('POST', '/api/locations', {
    name: 'Teatro de prueba',
    code: 'TEATRO-BENCH',
    city: 'Caracas',
  });
  const saved = await send('PUT', `/api/locations/${venue.id}/plan`, theatre);
  const event = await send('POST', '/api/events', {
    name: 'Función de prueba',
    code: 'BENCH-TEATRO',
    category: 'CONCIERTO',
    locationId: venue.id,
    startAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    publishAt: new Date(Date.now() - 60_000).toISOString(),
  });

  console.log(
    `# ${os.cpus().length} × ${os.cpus()[0].model} · Node ${process.version} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('venue | seats | layout JSON | B/seat | brotli | B/seat (brotli)');
  const stadium = await findStadium(base);
  for (const [name, id] of [
    ['stadium (demo plan)', stadium.id],
    [`curved theatre (plan v${saved.version})`, event.id],
  ]) {
    const body = await fetch(`${base}/api/events/${id}/seat-map/layout?f=2`).then((r) => r.text());
    const seats = JSON.parse(body).zones.reduce((n, z) => n + z.count, 0);
    const raw = Buffer.byteLength(body);
    const br = brotliCompressSync(body).length;
    console.log(
      `${name} | ${seats} | ${raw} | ${(raw / seats).toFixed(2)} | ${br} | ${(br / seats).toFixed(2)}`,
    );
  }
} finally {
  await server.stop();
}
