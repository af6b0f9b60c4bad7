/**
 * The doctor's backup check: the newest SQLite backup in BACKUP_DIR (the folder docs/server.md's
 * "Backups" writes them to unless it is set), by its age. Only its age is seen: not whether it is whole or
 * can be restored, nor any copy kept elsewhere. A PostgreSQL store's backups are the database's own
 * business (pg_dump, the provider's), which nothing here can see.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPostgresUrl } from '../http/database/open-database.ts';
import { fault, type Finding } from './findings.ts';

/** Where docs/server.md's backup lines write, BACKUP_DIR's value when it is unset. */
const BACKUP_DIR_DEFAULT = '/var/backups/site';

const HOUR_MS = 3_600_000;

/** A daily backup, with two hours' slack for a run that starts late or takes long. */
const BACKUP_MAX_AGE_MS = 26 * HOUR_MS;

/** An age in the unit a person reads it in. */
function ageInWords(ms: number): string {
  const hours = ms / HOUR_MS;
  if (hours < 1) return `${Math.max(0, Math.round(ms / 60_000))} minutes`;
  if (hours < 48) return `${Math.round(hours)} hours`;
  return `${Math.round(hours / 24)} days`;
}

/** The newest backup of the folder (a file named *.sqlite, or *.sqlite.gz and the like), or null. */
function newestBackup(folder: string): { name: string; modifiedAt: number } | null {
  let newest: { name: string; modifiedAt: number } | null = null;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.includes('.sqlite')) continue;
    const modifiedAt = statSync(join(folder, entry.name)).mtimeMs;
    if (!newest || modifiedAt > newest.modifiedAt) newest = { name: entry.name, modifiedAt };
  }
  return newest;
}

const TODO =
  'Back the store up daily with SQLite\'s online backup into BACKUP_DIR, from a timer or cron (docs/server.md, "Backups").';

export function checkBackups(
  databaseUrl: string,
  env: Record<string, string | undefined>,
  production: boolean,
  now: number,
): Finding {
  if (isPostgresUrl(databaseUrl)) {
    return {
      standing: 'note',
      says: "Backups: PostgreSQL's are the database's own business (pg_dump); not checked",
    };
  }
  const folder = resolve(env['BACKUP_DIR'] || BACKUP_DIR_DEFAULT);
  let newest;
  try {
    newest = newestBackup(folder);
  } catch {
    return fault(production, `Backups: no folder ${folder} to find them in (BACKUP_DIR)`, TODO);
  }
  if (!newest) return fault(production, `Backups: none in ${folder} (no *.sqlite file)`, TODO);
  const age = now - newest.modifiedAt;
  const says = `Backups: the newest, ${newest.name} in ${folder}, is ${ageInWords(age)} old`;
  if (age <= BACKUP_MAX_AGE_MS) return { standing: 'ok', says };
  return fault(production, `${says}, more than ${BACKUP_MAX_AGE_MS / HOUR_MS} hours`, TODO);
}
