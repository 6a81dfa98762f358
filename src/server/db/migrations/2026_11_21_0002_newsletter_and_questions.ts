import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  // One row per address: the unique lower-cased e-mail makes a second subscription an update.
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('email_normalized', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('subscription_type', 'varchar(20)', (column) => column.notNull())
    // 1 active, 0 inactive: an integer reads the same on SQLite and PostgreSQL.
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('subscribed_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('unsubscribed_at', 'varchar(30)')
    .addColumn('consent_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('consent_locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('consent_source', 'varchar(200)', (column) => column.notNull())
    .addColumn('unsubscribe_token', 'varchar(64)', (column) => column.notNull().unique())
    .execute();
  await db.schema.createIndex('newsletter_subscriptions_subscribed_at').on('newsletter_subscriptions').column('subscribed_at').execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('category', 'varchar(20)', (column) => column.notNull())
    .addColumn('question', 'varchar(2000)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('new'))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('answered_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('questions_created_at').on('questions').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('questions').execute();
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
