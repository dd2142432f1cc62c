#!/usr/bin/env node
// `npm test`: the whole suite. Types and lint, then unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) with Vitest, then the pages in Chromium with Playwright.
import { spawnSync } from 'node:child_process';
import { NGINX } from '../deploy/nginx.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { ensureDebianPackage } from './ensure-debian.mjs';

const CHROMIUM = CHROMIUM_LAUNCH.executablePath;

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

ensureDebianPackage({ path: CHROMIUM, pkg: 'chromium', purpose: 'para las pruebas de páginas' });
// Three server processes behind nginx share one waiting line (processes tests on PostgreSQL).
if (process.env.TEST_DATABASE_URL)
  ensureDebianPackage({ path: NGINX, pkg: 'nginx', purpose: 'para la prueba de varios procesos' });
run('npm', ['run', 'typecheck']);
run('npx', ['eslint', '.']);
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test']);
