import type { Kysely } from 'kysely';

/**
 * The outbox of the CRM webhook: one row per lead to send, written in the same transaction as the lead,
 * so a lead is never stored without its delivery nor a delivery made for a lead that was not stored.
 * `payload` is the exact JSON body, frozen when the lead was stored. A sender claims a due row by
 * setting `locked_until` with a conditional UPDATE, so two instances never send the same row at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('lead_kind', 'varchar(40)', (column) => column.notNull())
    .addColumn('lead_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    // pending, delivered (a 2xx: never sent again) or failed (given up; staff may retry).
    .addColumn('status', 'varchar(10)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('delivered_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  // The sender's question: which pending rows are due?
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_created_at').on('webhook_deliveries').column('created_at').execute();
  await db.schema.createIndex('webhook_deliveries_lead').on('webhook_deliveries').columns(['lead_kind', 'lead_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
}
