import type { Kysely } from 'kysely';

/**
 * `whatsapp_clicks`: one row per page path and Riyadh day with its count of "Chat on WhatsApp" clicks
 * (the /go/whatsapp redirect upserts it). `partner_applications`: the partner form's applications.
 * `recording_requests`: requests for a past event's recording. Both of the latter are inbox leads
 * (`partner`, `recording`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('whatsapp_clicks')
    .addColumn('path', 'varchar(200)', (column) => column.notNull())
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('clicks', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('whatsapp_clicks_pkey', ['path', 'day'])
    .execute();
  await db.schema.createIndex('whatsapp_clicks_day').on('whatsapp_clicks').column('day').execute();

  await db.schema
    .createTable('partner_applications')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('company', 'varchar(200)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('phone', 'varchar(20)', (column) => column.notNull())
    .addColumn('partnership_type', 'varchar(30)', (column) => column.notNull())
    .addColumn('level', 'varchar(10)', (column) => column.notNull())
    .addColumn('regions', 'varchar(300)', (column) => column.notNull())
    .addColumn('message', 'varchar(2000)')
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('utm_source', 'varchar(200)')
    .addColumn('utm_medium', 'varchar(200)')
    .addColumn('utm_campaign', 'varchar(200)')
    .addColumn('utm_term', 'varchar(200)')
    .addColumn('utm_content', 'varchar(200)')
    .addColumn('referrer', 'varchar(500)')
    .addColumn('page', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('partner_applications_created_at').on('partner_applications').column('created_at').execute();

  await db.schema
    .createTable('recording_requests')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('event_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('utm_source', 'varchar(200)')
    .addColumn('utm_medium', 'varchar(200)')
    .addColumn('utm_campaign', 'varchar(200)')
    .addColumn('utm_term', 'varchar(200)')
    .addColumn('utm_content', 'varchar(200)')
    .addColumn('referrer', 'varchar(500)')
    .addColumn('page', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('recording_requests_event').on('recording_requests').columns(['event_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recording_requests').execute();
  await db.schema.dropTable('partner_applications').execute();
  await db.schema.dropTable('whatsapp_clicks').execute();
}
