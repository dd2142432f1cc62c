#!/usr/bin/env node
// `npm test`: the whole suite. Types and lint, then unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) with Vitest, then the pages in Chromium with Playwright.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const install = 'apt-get update && apt-get install -y chromium';
  if (!isRoot) {
    console.error(
      `Falta Chromium (${CHROMIUM}) para las pruebas de páginas. Instálelo con:\n  sudo sh -c '${install}'`,
    );
    process.exit(1);
  }
  console.log(`Instalando Chromium desde Debian: ${install}`);
  execSync(install, {
    stdio: 'inherit',
    shell: '/bin/sh',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

ensureChromium();
run('npm', ['run', 'typecheck']);
run('npx', ['eslint', '.']);
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test']);
