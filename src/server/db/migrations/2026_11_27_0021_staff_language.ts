import type { Kysely } from 'kysely';

/**
 * `admins.locale`: the language each staff account reads the staff area (and its own e-mails) in.
 * Arabic (`ar`, right-to-left) for every existing and new account until its owner chooses English (`en`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('locale', 'varchar(5)', (column) => column.notNull().defaultTo('ar')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('locale').execute();
}
