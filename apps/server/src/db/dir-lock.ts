/**
 * PGlite is one process's database: two processes on one data directory would corrupt
 * it. The lock file holds the owner's pid; a lock whose pid is gone is stale and taken over.
 */
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';

export interface DirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirLock(path: string): DirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (owner && isAlive(owner)) {
        throw new Error(
          `La base de datos embebida en ${path.replace(/db\.lock$/, '')} ya está en uso por el proceso ${owner}. ` +
            'Detenga ese proceso, use otro DATA_DIR o configure DATABASE_URL (PostgreSQL) para varios procesos.',
        );
      }
      unlinkSync(path); // stale lock from a crashed process
    }
  }
  throw new Error(`No se pudo obtener el bloqueo ${path}`);
}
