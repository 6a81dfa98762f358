import 'server-only';
import type { Migration } from 'kysely/migration';

/**
 * Every migration, in order of its timestamped name. Listed statically (not read from disk) so the
 * bundled server and the command-line script apply the same history.
 */
export const migrations: Record<string, Migration> = {};
