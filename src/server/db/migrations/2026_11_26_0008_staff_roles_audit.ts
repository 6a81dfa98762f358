import type { Kysely } from 'kysely';

/**
 * Staff roles and the audit log. Every existing account becomes an `admin` (they could do everything
 * until now); `disabled_at` set ends an account's sessions and refuses its sign-in. The audit log keeps
 * who did what and when, never personal data of leads or subscribers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('role', 'varchar(10)', (column) => column.notNull().defaultTo('admin')).execute();
  await db.schema.alterTable('admins').addColumn('disabled_at', 'varchar(30)').execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    // Null for actions of nobody signed in (a failed sign-in); the name is kept beside the id so the log
    // still reads after an account is removed.
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('actor_name', 'varchar(64)')
    .addColumn('action', 'varchar(50)', (column) => column.notNull())
    .addColumn('target_kind', 'varchar(30)')
    .addColumn('target_id', 'varchar(100)')
    .addColumn('details', 'varchar(2000)')
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_action_created_at').on('audit_log').columns(['action', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('admins').dropColumn('disabled_at').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
}
