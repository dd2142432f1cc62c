/** The JWT secret's length rule: 32 bytes at least, from the environment or DATA_DIR's file. */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { MIN_SECRET_BYTES, resolveJwtSecret } from '../../src/lib/jwt-secret';

const dir = () => mkdtempSync(join(tmpdir(), 'tickera-secret-'));

describe('[JWT SECRET] at least 32 bytes', () => {
  it('JWT_SECRET or TICKET_SECRET of 31 bytes stops the configuration, naming the variable and the bytes', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /Configuración inválida:\n\s+JWT_SECRET: debe tener al menos 32 bytes \(tiene 31\)/,
    );
    expect(() => loadConfig({ TICKET_SECRET: 'x'.repeat(31) })).toThrow(
      /TICKET_SECRET: .*32 bytes/,
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    // Bytes, not characters: 16 × "ñ" is 32 bytes in UTF-8.
    expect(loadConfig({ JWT_SECRET: 'ñ'.repeat(16) }).jwtSecret).toBe('ñ'.repeat(16));
  });

  it('a short secret passed in directly is refused as well', () => {
    expect(() => resolveJwtSecret('corto', dir())).toThrow(
      /JWT_SECRET inválido: .*32 bytes \(tiene 5\)/,
    );
  });

  it('a secret file shorter than 32 bytes stops the server with a Spanish message naming the file', () => {
    const dataDir = dir();
    writeFileSync(join(dataDir, 'jwt-secret'), 'demasiado-corto\n');
    expect(() => resolveJwtSecret(undefined, dataDir)).toThrow(
      new RegExp(
        `El secreto JWT del archivo ${join(dataDir, 'jwt-secret')} debe tener al menos 32 bytes \\(tiene 15\\)`,
      ),
    );
    writeFileSync(join(dataDir, 'jwt-secret'), '');
    expect(() => resolveJwtSecret(undefined, dataDir)).toThrow(/tiene 0/);
  });

  it('a generated secret has at least 32 bytes, is kept private and is reused', () => {
    const dataDir = dir();
    const secret = resolveJwtSecret(undefined, dataDir);
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(MIN_SECRET_BYTES);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(secret);
  });
});
