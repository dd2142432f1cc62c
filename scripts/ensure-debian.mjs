// A Debian package the tests or benches need (Chromium, nginx): nothing to do when its
// program is there; as root, `apt-get install` it; otherwise print the command and stop.
// The project's own files install what they need: a new machine has only what they ask for.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `path`: the program that proves the package is installed; `purpose`: said when it is missing. */
export function ensureDebianPackage({ path, pkg, purpose }) {
  if (existsSync(path)) return;
  const install = `apt-get update && apt-get install -y ${pkg}`;
  if (process.getuid?.() !== 0) {
    console.error(`Falta ${pkg} (${path}) ${purpose}. Instálelo con:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`Instalando ${pkg} desde Debian: ${install}`);
  execSync(install, {
    stdio: 'inherit',
    shell: '/bin/sh',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
