import type { Kysely } from 'kysely';

/**
 * Events staff publish (webinars, workshops, conferences, site visits) and the visitors registered for
 * them. Times are stored as UTC ISO strings; staff enter and visitors read them in Riyadh time (UTC+3,
 * no daylight saving). `seats_taken` is the one counter that capacity is enforced on: a registration
 * takes a seat with one conditional UPDATE, so two visitors racing for the last seat cannot both win.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('slug', 'varchar(100)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('title_en', 'varchar(200)', (column) => column.notNull())
    .addColumn('title_ar', 'varchar(200)', (column) => column.notNull())
    .addColumn('summary_en', 'varchar(500)', (column) => column.notNull())
    .addColumn('summary_ar', 'varchar(500)', (column) => column.notNull())
    .addColumn('description_en', 'text', (column) => column.notNull())
    .addColumn('description_ar', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('ends_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('mode', 'varchar(10)', (column) => column.notNull())
    .addColumn('city_en', 'varchar(100)')
    .addColumn('city_ar', 'varchar(100)')
    .addColumn('venue_en', 'varchar(200)')
    .addColumn('venue_ar', 'varchar(200)')
    .addColumn('language', 'varchar(10)', (column) => column.notNull())
    .addColumn('join_url', 'varchar(500)')
    .addColumn('capacity', 'integer')
    .addColumn('seats_taken', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('registration_open', 'integer', (column) => column.notNull())
    .addColumn('recording_url', 'varchar(500)')
    .addColumn('published', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('events_published_starts_at').on('events').columns(['published', 'starts_at']).execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('event_id', 'varchar(36)', (column) => column.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    // Lower-cased and trimmed: one registration per address and event.
    .addColumn('email_normalized', 'varchar(254)', (column) => column.notNull())
    .addColumn('company', 'varchar(200)', (column) => column.notNull())
    .addColumn('phone', 'varchar(30)')
    // 1 = the visitor ticked the (unticked by default) newsletter box; its sentence is kept beside it.
    .addColumn('newsletter_consent', 'integer', (column) => column.notNull())
    .addColumn('consent_text', 'varchar(1000)')
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('utm_source', 'varchar(200)')
    .addColumn('utm_medium', 'varchar(200)')
    .addColumn('utm_campaign', 'varchar(200)')
    .addColumn('utm_term', 'varchar(200)')
    .addColumn('utm_content', 'varchar(200)')
    .addColumn('referrer', 'varchar(500)')
    .addColumn('page', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('notified_at', 'varchar(30)')
    .addColumn('confirmation_sent_at', 'varchar(30)')
    .addUniqueConstraint('event_registrations_event_email', ['event_id', 'email_normalized'])
    .execute();
  await db.schema.createIndex('event_registrations_created_at').on('event_registrations').column('created_at').execute();
  await db.schema.createIndex('event_registrations_confirmation').on('event_registrations').column('confirmation_sent_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('events').execute();
}
