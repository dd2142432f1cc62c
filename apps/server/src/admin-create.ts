/**
 * `npm run admin:create -- --email admin@x.com [--name "Ana"] [--last-name "Pérez"]`:
 * the first administrator of an install without demo data (NODE_ENV=production). The
 * password is asked on a terminal without echo, or read from the first line of stdin when
 * piped (`echo 'clave' | npm run admin:create -- --email …`). Same configuration as the
 * server (DATABASE_URL or DATA_DIR); migrates the database when needed. On the embedded
 * database it takes the server's lock, so it refuses while a server runs on that DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { adminInputSchema } from '@tickera/shared/schemas/users';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { AppError } from './errors';
import { refuseCommonPassword } from './lib/common-passwords';
import { createAdmin } from './modules/users/service';

const USAGE =
  'Uso: npm run admin:create -- --email admin@ejemplo.com [--name "Nombre"] [--last-name "Apellido"]\n' +
  "  La contraseña se pide en la terminal, o se lee de la entrada estándar: echo 'clave' | npm run admin:create -- --email …";

class CliError extends Error {}

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (!values.email) throw new CliError(`Falta --email.\n${USAGE}`);
    return values;
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(`Argumentos inválidos (${(err as Error).message}).\n${USAGE}`);
  }
}

/** Reads one line from a terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done();
        if (ch === '\u0003') return done(new CliError('Cancelado.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of a piped stdin, without its line ending. */
async function readPiped(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0];
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const password = await askHidden('Contraseña del administrador: ');
  const again = await askHidden('Repita la contraseña: ');
  if (password !== again) throw new CliError('Las contraseñas no coinciden.');
  return password;
}

/** A refusal the person can act on (bad configuration, the database in use): its message alone. */
async function known<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    throw new CliError((err as Error).message);
  }
}

async function main() {
  const args = readArgs();
  const config = await known(() => loadConfig());
  const password = await readPassword();
  const parsed = adminInputSchema.safeParse({
    email: args.email,
    password,
    name: args.name ?? 'Administrador',
    lastName: args['last-name'] ?? '',
  });
  if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => i.message).join('\n'));
  const input = parsed.data;
  await known(() => refuseCommonPassword(input.password));

  const database = await known(() => openDatabase(config));
  try {
    await createAdmin(database.db, input);
  } catch (err) {
    if (err instanceof AppError && err.code === 'EMAIL_TAKEN')
      throw new CliError(`Ya existe una cuenta con el correo ${input.email}; no se creó nada.`);
    throw err;
  } finally {
    await database.close();
  }
  console.log(`Administrador creado: ${input.email}. Inicie sesión en ${config.publicUrl}/sign-in`);
}

main().then(
  () => process.exit(0),
  (err) => {
    // Known refusals as their Spanish message; anything else with its stack, to be reported.
    console.error(err instanceof CliError ? err.message : err);
    process.exit(1);
  },
);
