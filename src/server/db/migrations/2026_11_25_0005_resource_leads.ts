import type { Kysely } from 'kysely';

/** Leads of the resources: a guide's PDF download and a course enrolment, one table for both. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resource_leads')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('resource_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('company', 'varchar(200)')
    // 1 = agreed; an integer reads the same on SQLite and PostgreSQL. The sentence agreed to is kept beside it.
    .addColumn('consent', 'integer', (column) => column.notNull())
    .addColumn('consent_text', 'varchar(1000)', (column) => column.notNull())
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
    .execute();
  await db.schema.createIndex('resource_leads_created_at').on('resource_leads').column('created_at').execute();
  await db.schema.createIndex('resource_leads_notified_at').on('resource_leads').column('notified_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('resource_leads').execute();
}
