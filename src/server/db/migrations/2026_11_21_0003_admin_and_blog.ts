import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('username', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie's token, hex: the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('admin_id', 'varchar(36)', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_admin_id').on('sessions').column('admin_id').execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('slug', 'varchar(120)', (column) => column.notNull().unique())
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('category', 'varchar(40)', (column) => column.notNull())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('excerpt', 'varchar(500)')
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('author', 'varchar(120)', (column) => column.notNull())
    .addColumn('published', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(30)')
    .addColumn('translation_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('blog_posts_public').on('blog_posts').columns(['locale', 'published', 'published_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_posts').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('admins').execute();
}
