import type { Kysely } from 'kysely';

/**
 * Facts only the business has (company identity, hosting and certifications, integrations, named
 * references, product screenshots), entered by staff: one draft, and each publish a numbered version
 * (the highest is what visitors see; restoring publishes an earlier one again as a new version).
 * `next_cache_tags`: when each cache tag was last revalidated, so every instance of the site drops
 * the pages a publish changed (the framework's cache handler reads it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_facts_draft')
    .addColumn('id', 'varchar(20)', (column) => column.primaryKey())
    .addColumn('facts', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'varchar(100)')
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('site_facts_versions')
    .addColumn('version', 'integer', (column) => column.primaryKey())
    .addColumn('facts', 'text', (column) => column.notNull())
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('published_by', 'varchar(100)')
    .addColumn('published_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema
    .createTable('next_cache_tags')
    .addColumn('tag', 'varchar(300)', (column) => column.primaryKey())
    .addColumn('revalidated_at', 'bigint', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('next_cache_tags').execute();
  await db.schema.dropTable('site_facts_versions').execute();
  await db.schema.dropTable('site_facts_draft').execute();
}
