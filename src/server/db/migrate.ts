import 'server-only';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely/migration';
import { logger } from '@/server/logger';
import { migrations } from './migrations';
import { seedContent } from './seed';

/**
 * PostgreSQL: the schema the connection works in (its search_path). Kysely otherwise looks for its
 * migration tables in every schema of the database, so a site whose schema is not the only one
 * (another site, a staging copy, tests) took another schema's tables for its own and failed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work below the typed schema
async function migrationSchemaOf(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Applies every pending migration of `available` (all of them unless a test brings a database to an
 * earlier state); throws when one fails (nothing after it runs).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work below the typed schema
export async function migrateToLatest(db: Kysely<any>, available: Record<string, Migration> = migrations): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => available },
    // Migrations written on parallel branches may land in any order.
    allowUnorderedMigrations: true,
    migrationTableSchema: await migrationSchemaOf(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const log = result.status === 'Error' ? logger.error.bind(logger) : logger.info.bind(logger);
    log({ migration: result.migrationName, status: result.status }, 'migration');
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results;
}

/** What a database needs before the site serves from it: every migration, then the first content (seed.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work below the typed schema
export async function migrateAndSeed(db: Kysely<any>): Promise<{ migrations: MigrationResult[]; seeded: string[] }> {
  const results = await migrateToLatest(db);
  return { migrations: results, seeded: await seedContent(db) };
}
