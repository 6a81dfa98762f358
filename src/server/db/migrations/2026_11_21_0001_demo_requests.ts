import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_requests')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('form', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('new'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('phone', 'varchar(40)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)')
    .addColumn('company', 'varchar(200)')
    .addColumn('company_size', 'varchar(20)')
    .addColumn('system_interest', 'varchar(20)')
    .addColumn('preferred_date', 'varchar(10)')
    .addColumn('preferred_time', 'varchar(5)')
    .addColumn('industry', 'varchar(20)')
    .addColumn('facility_size', 'varchar(20)')
    .addColumn('current_software', 'varchar(200)')
    .addColumn('interested_solutions', 'varchar(200)')
    .addColumn('budget', 'varchar(20)')
    .addColumn('timeline', 'varchar(20)')
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('utm_source', 'varchar(200)')
    .addColumn('utm_medium', 'varchar(200)')
    .addColumn('utm_campaign', 'varchar(200)')
    .addColumn('utm_term', 'varchar(200)')
    .addColumn('utm_content', 'varchar(200)')
    .addColumn('referrer', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('notified_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('demo_requests_created_at').on('demo_requests').column('created_at').execute();
  await db.schema.createIndex('demo_requests_notified_at').on('demo_requests').column('notified_at').execute();

  // Shared by every rate limiter (rate-limiter-flexible's own layout; keys carry a prefix per limiter).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('demo_requests').execute();
}
