// Starting an embedded PGlite database costs seconds (its initdb), copying a migrated one costs a fraction
// of that: tests and test servers open a fresh copy of a migrated template folder instead.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

const migrationsDir = path.join(import.meta.dirname, '..', 'db', 'migrations');
// Room for the template and the copies open at the same time (about 40 MB each).
const MEMORY_FOLDER_MIN_FREE = 1 << 30;

/** A memory-backed folder when the machine has a roomy one (writes there cost what in-memory ones do), else the temp folder. */
function scratchRoot(): string {
  try {
    const stats = fs.statfsSync('/dev/shm');
    if (stats.bavail * stats.bsize >= MEMORY_FOLDER_MIN_FREE) return '/dev/shm';
  } catch {
    // No /dev/shm on this system.
  }
  return os.tmpdir();
}

/** Changes with any migration file or the PGlite version (its data folder format may differ). */
function templateKey(): string {
  const hash = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'));
  hash.update(`pglite ${String(manifest.version)}\n`);
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    hash.update(`${file}\n`);
    hash.update(fs.readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated template's folder, built when missing. Parallel builders each build a folder of their own
 * and rename it into place: the first rename wins and the others drop theirs, so a reader never sees half
 * a template.
 */
export async function migratedTemplate(): Promise<string> {
  const folder = path.join(scratchRoot(), `bet-pglite-template-${templateKey()}`);
  if (fs.existsSync(folder)) return folder;
  const building = `${folder}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ dataDir: building });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  try {
    fs.renameSync(building, folder);
  } catch (err) {
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(folder)) throw err;
  }
  return folder;
}

/** A migrated, empty PGlite database in a copy of the template; closing it removes the copy. */
export async function openTemplateCopy(): Promise<Database> {
  const template = await migratedTemplate();
  const folder = fs.mkdtempSync(path.join(path.dirname(template), 'bet-pglite-db-'));
  let database: Database;
  try {
    fs.cpSync(template, folder, { recursive: true });
    database = await openDatabase({ dataDir: folder });
  } catch (err) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
