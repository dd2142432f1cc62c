/**
 * Reads config, opens and migrates the database, seeds demo data on a first run where
 * config.seedDemo says so (never in production unless SEED_DEMO=1), listens.
 */
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import type { Database } from './db/client';
import { openDatabase } from './db/open';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/seed-demo';
import { resolveJwtSecret } from './lib/jwt-secret';
import { createTicketCodes } from './modules/tickets/ticket-code';
import { resignLegacyCodes } from './modules/tickets/repo';
import { startJobs } from './jobs/start-jobs';
import { findWebDist } from './plugins/static-web';

/** How long a stop may wait for requests and jobs before cutting what is left. */
const STOP_DEADLINE_MS = 6_000;

async function main() {
  let config: Config;
  let jwtSecret: string;
  let database: Database;
  try {
    config = loadConfig();
    jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
    database = await openDatabase(config);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const ticketSecret = config.ticketSecret ?? jwtSecret;
  const ticketCodes = createTicketCodes(ticketSecret);
  const seeded = config.seedDemo ? await seedDemo(database.db, ticketCodes) : false;
  await resignLegacyCodes(database.db, ticketCodes);

  const webRoot = findWebDist();
  const app = await buildApp({ config, database, jwtSecret, ticketSecret, webRoot });
  const jobs = startJobs(app.ctx, app.log);

  // SIGTERM/SIGINT: no new connections, requests under way answered, seat-map streams
  // ended, jobs finished, database closed, exit 0. A second signal (npm and the terminal
  // both send Ctrl-C's) changes nothing; a stop that outlasts STOP_DEADLINE_MS cuts the
  // connections still open, and one that outlasts it again exits anyway: a supervisor
  // waiting for the process (systemd's TimeoutStopSec) must never have to kill it.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    setTimeout(() => {
      app.log.warn('el cierre tarda demasiado: se cortan las conexiones abiertas');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('el cierre no terminó: salida forzada');
        process.exit(1);
      }, STOP_DEADLINE_MS / 4).unref();
    }, STOP_DEADLINE_MS).unref();
    try {
      await jobs.stop();
      await app.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error al cerrar');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  const lines = [
    '',
    `Tickera está listo en ${url}`,
    `  API: ${url}/api  ·  OpenAPI: ${url}/api/docs`,
    `  Base de datos: ${database.kind === 'pglite' ? `PGlite embebido en ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`,
    webRoot ? '' : '  (la web no está construida: ejecute npm run build)',
  ];
  if (config.seedDemo || seeded) {
    lines.push(`Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.role.padEnd(10)} ${a.email}`);
  }
  console.log(lines.filter((l) => l !== '').join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
