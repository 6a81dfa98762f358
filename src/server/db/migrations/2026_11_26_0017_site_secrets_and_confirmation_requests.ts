import type { Kysely } from 'kysely';

/**
 * `site_secrets`: keys the server makes once and every instance shares (the guide cookie's HMAC key
 * when no COOKIE_SECRET is set). `event_registrations.confirmation_requested_at`: when an address that
 * already holds a seat registered again and its confirmation e-mail is to be sent again (the answer
 * to the form no longer carries the registration's link).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_secrets')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.alterTable('event_registrations').addColumn('confirmation_requested_at', 'varchar(30)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_registrations').dropColumn('confirmation_requested_at').execute();
  await db.schema.dropTable('site_secrets').execute();
}
