import type { Kysely } from 'kysely';

/**
 * WhatsApp clicks count once per visitor, page and Riyadh day: each counted click keeps a keyed hash
 * of the visitor (address and user agent under a key of the day, which is deleted with the day's rows
 * once the day is over), never the address or user agent themselves, and no cookie is set.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('whatsapp_click_visitors')
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('path', 'varchar(300)', (column) => column.notNull())
    .addColumn('visitor', 'varchar(64)', (column) => column.notNull())
    .addPrimaryKeyConstraint('whatsapp_click_visitors_pk', ['day', 'path', 'visitor'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('whatsapp_click_visitors').execute();
}
