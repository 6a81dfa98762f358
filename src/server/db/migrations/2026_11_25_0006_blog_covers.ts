import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Blog post covers live in the database, bytes included, so every instance of the site serves the
 * same images without a shared disk. One row per cover (its alt text and current version) and one
 * per stored variant (format x width). Deleting a post deletes its cover and files.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  // Binary columns have no common name: SQLite says blob, PostgreSQL bytea (it has no blob type).
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('blog_post_covers')
    .addColumn('post_id', 'varchar(36)', (column) => column.primaryKey().references('blog_posts.id').onDelete('cascade'))
    .addColumn('alt', 'varchar(200)', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('version', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('blog_post_cover_files')
    .addColumn('post_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('format', 'varchar(4)', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('bytes', binary, (column) => column.notNull())
    .addPrimaryKeyConstraint('blog_post_cover_files_pk', ['post_id', 'format', 'width'])
    .addForeignKeyConstraint('blog_post_cover_files_cover', ['post_id'], 'blog_post_covers', ['post_id'], (constraint) => constraint.onDelete('cascade'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_post_cover_files').execute();
  await db.schema.dropTable('blog_post_covers').execute();
}
