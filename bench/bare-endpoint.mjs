#!/usr/bin/env node
// The ceiling of the stack on this machine, for bench/holds.mjs: Fastify with nothing of
// ours (no auth, validation, headers, logging or batching) and a pg pool of 10, answering
// POST {id} with pgbench's conditional UPDATE of bench_seats, one statement a request.
// Usage: node bench/bare-endpoint.mjs DATABASE_URL PORT; prints "listo" once listening.
import Fastify from 'fastify';
import pg from 'pg';

const [url, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });
app.post('/hold', async (req, reply) => {
  const { rows } = await pool.query({
    name: 'hold',
    text: `update bench_seats set holder = $1, until = now() + interval '10 minutes'
            where id = $2 and (until is null or until < now() or holder = $1) returning id, until`,
    values: [req.body.holder, req.body.id],
  });
  return reply.status(rows.length ? 201 : 409).send({ held: rows });
});
process.on('SIGTERM', () => void app.close().then(() => pool.end()));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('listo');
