import 'server-only';
import type { Kysely } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { logger } from '@/server/logger';
import { migrations } from './migrations';

/** Applies every pending migration; throws when one fails (nothing after it runs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work below the typed schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations written on parallel branches may land in any order.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const log = result.status === 'Error' ? logger.error.bind(logger) : logger.info.bind(logger);
    log({ migration: result.migrationName, status: result.status }, 'migration');
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results;
}
