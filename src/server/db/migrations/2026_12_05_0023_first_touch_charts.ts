import type { Kysely } from 'kysely';

/**
 * The dashboard's charts read from the visitor's first visit (the "first visit" switch): each week's
 * leads by kind and first source, and the period's by first landing page and status, counted from
 * this index alone, as `leads_created_at` serves the same charts read from the form's visit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('leads_created_at_first_touch').on('leads').columns(['created_at', 'kind', 'status', 'first_source', 'first_landing_page']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_created_at_first_touch').execute();
}
