/**
 * One process at a time on an embedded data directory. PGlite has no lock of its own, and two
 * instances on one directory (a second `pnpm start`, or `pnpm backup` beside the running app)
 * can corrupt it. The holder's pid is written to `DATA_DIR/haul.lock` with O_EXCL; a lock whose
 * process is gone (a crash, kill -9) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in process ${pid} (the app, or a backup). ` +
        'Stop that process first; with a PostgreSQL server (DATABASE_URL) backups run beside the app.',
    );
    this.name = 'DataDirInUse';
  }
}

/** Lock files this process holds: a lock naming our own pid but not in here is a previous
 * process's (a container restarts its app as pid 1 again). */
const held = new Set<string>();

function alive(pid: number, file: string): boolean {
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory for this process; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'haul.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder, file)) throw new DataDirInUse(dataDir, holder);
      fs.rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  throw new DataDirInUse(dataDir, Number(fs.readFileSync(file, 'utf8')));
}
