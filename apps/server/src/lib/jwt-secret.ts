/**
 * JWT_SECRET, or for the embedded default one generated once and kept in DATA_DIR. A key
 * shorter than 32 bytes is refused wherever it comes from: HS256 with a short key can be
 * brute-forced offline from any access token, and the ticket codes' key derives from it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_SECRET_BYTES = 32;

/** Null when long enough; else why not, in Spanish. */
export function secretTooShort(secret: string): string | null {
  const bytes = Buffer.byteLength(secret, 'utf8');
  return bytes >= MIN_SECRET_BYTES
    ? null
    : `debe tener al menos ${MIN_SECRET_BYTES} bytes (tiene ${bytes}); genere uno con: openssl rand -base64 48`;
}

export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) {
    const short = secretTooShort(configured);
    if (short) throw new Error(`JWT_SECRET inválido: ${short}`);
    return configured;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    const short = secretTooShort(secret);
    if (short)
      throw new Error(
        `El secreto JWT del archivo ${file} ${short}. Reemplácelo o configure JWT_SECRET; ` +
          'el servidor no arranca con un secreto corto.',
      );
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url'); // 64 characters, 48 random bytes
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
