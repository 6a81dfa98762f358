import type { Kysely } from 'kysely';

/**
 * Same-day demos: a buyer ready now is offered today's free times that start at least two hours ahead.
 * The calendar's seeded notice of four hours becomes two; a notice staff chose themselves stays.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('demo_calendar').set({ min_notice_minutes: 120 }).where('id', '=', 'default').where('min_notice_minutes', '=', 240).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('demo_calendar').set({ min_notice_minutes: 240 }).where('id', '=', 'default').where('min_notice_minutes', '=', 120).execute();
}
