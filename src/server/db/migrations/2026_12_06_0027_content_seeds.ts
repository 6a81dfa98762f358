import type { Kysely } from 'kysely';

/**
 * The site's first content is loaded by the start-up's seed step (src/server/db/seed.ts), which records
 * each set it loaded here. A database that already holds posts or events got them from the seed
 * migrations of their day (0007, 0015): those sets count as loaded, so nothing staff deleted returns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_seeds')
    .addColumn('name', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('seeded_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  const at = new Date().toISOString();
  for (const [name, table] of [['blog-posts', 'blog_posts'], ['events', 'events']] as const) {
    const any = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (any) await db.insertInto('content_seeds').values({ name, seeded_at: at }).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_seeds').execute();
}
