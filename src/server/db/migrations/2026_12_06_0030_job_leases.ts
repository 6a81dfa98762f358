import type { Kysely } from 'kysely';

/**
 * A background job's hold on a row it claimed to send a message for: the mark it set on the row and
 * until when the hold lasts. A message sent settles the hold (the row is deleted); a run that dies
 * between claim and send leaves the hold to run out, and the next run takes the row again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('job', 'varchar(80)', (column) => column.notNull())
    .addColumn('row_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('mark', 'varchar(40)', (column) => column.notNull())
    .addColumn('until', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('job_leases_pk', ['job', 'row_id'])
    .execute();
  await db.schema.createIndex('job_leases_until').on('job_leases').columns(['job', 'until']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
