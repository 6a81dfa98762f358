import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Files staff upload for the site facts: certificates and attestations (PDF), customer logos and
 * product screenshots (images, stored as AVIF and WebP variants). Bytes live in the database, so every
 * instance serves the same files without a shared disk. A file's id is random and unguessable.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  // Binary columns have no common name: SQLite says blob, PostgreSQL bytea.
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('site_files')
    .addColumn('id', 'varchar(22)', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(8)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('created_by', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('site_file_parts')
    .addColumn('file_id', 'varchar(22)', (column) => column.notNull().references('site_files.id').onDelete('cascade'))
    .addColumn('format', 'varchar(4)', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('bytes', binary, (column) => column.notNull())
    .addPrimaryKeyConstraint('site_file_parts_pk', ['file_id', 'format', 'width'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_file_parts').execute();
  await db.schema.dropTable('site_files').execute();
}
