/**
 * Schema migrations, one list per part of the server, each with its own version table: a part creates
 * and upgrades its own tables only, and a part that is switched off creates none. The missing steps run
 * in one transaction under the driver's lock (the same lock for every part), so several instances
 * starting together migrate once. Add a step at the end of a list; never edit a released one (a database
 * that has it would not run it again).
 */
import type { Dialect, SqlDriver } from './sql-driver.ts';

export interface Migration {
  version: number;
  /** Statements separated by `;` at the end of a line; `{prefix}` is the schema with its dot, if any. */
  sqlite: string;
  postgres: string;
}

/** Runs the steps of `migrations` the part's version table (`versionTable`) does not record yet. */
export async function migrate(
  driver: SqlDriver,
  versionTable: string,
  migrations: readonly Migration[],
): Promise<void> {
  const versions = `${driver.prefix}${versionTable}`;
  const dialect: Dialect = driver.dialect;
  await driver.exclusive(
    [{ sql: `CREATE TABLE IF NOT EXISTS ${versions} (version INTEGER NOT NULL)` }],
    { sql: `SELECT coalesce(max(version), 0) AS v FROM ${versions}` },
    ({ rows }) => {
      const current = Number(rows[0]?.['v'] ?? 0);
      return migrations
        .filter((migration) => migration.version > current)
        .flatMap((migration) => [
          ...migration[dialect]
            .split(/;\s*$/m)
            .filter((sql) => sql.trim())
            .map((sql) => ({ sql: sql.replaceAll('{prefix}', driver.prefix) })),
          { sql: `DELETE FROM ${versions}` },
          { sql: `INSERT INTO ${versions} (version) VALUES ($1)`, params: [migration.version] },
        ]);
    },
  );
}
