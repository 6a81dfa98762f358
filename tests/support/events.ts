/** Events inserted directly, as staff would publish them (the staff event editor is another part of issue 21). */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database as Tables, EventRow } from '@/server/db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An event row as staff would publish it: an online webinar two weeks ahead at 10:00 Riyadh time (07:00 UTC),
 * open, without a seat limit. A fixed hour, so the 90 minutes never run past midnight, whatever the hour the
 * tests run at (a start taken from the clock at 23:52 Riyadh time spans two dates and reads differently).
 */
export function eventRow(changes: Partial<EventRow> = {}): EventRow {
  const start = new Date(Date.now() + 14 * DAY_MS);
  start.setUTCHours(7, 0, 0, 0);
  const id = randomUUID();
  return {
    id,
    slug: `event-${id.slice(0, 8)}`,
    kind: 'webinar',
    title_en: 'PPM Planning, Step by Step',
    title_ar: 'تخطيط الصيانة الوقائية خطوة بخطوة',
    summary_en: 'A live session on planned preventive maintenance; with questions, answers and a checklist.',
    summary_ar: 'جلسة مباشرة عن الصيانة الوقائية المخططة، مع أسئلة وأجوبة وقائمة تحقق.',
    description_en: 'We walk through a **PPM** plan.',
    description_ar: 'نستعرض خطة **PPM**.',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 90 * 60 * 1000).toISOString(),
    mode: 'online',
    city_en: null,
    city_ar: null,
    venue_en: null,
    venue_ar: null,
    language: 'both',
    join_url: 'https://meet.example.com/siyana-ppm',
    capacity: null,
    seats_taken: 0,
    registration_open: 1,
    recording_url: null,
    published: 1,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...changes,
  };
}

export async function insertEvent(db: Kysely<Tables>, changes: Partial<EventRow> = {}): Promise<EventRow> {
  const row = eventRow(changes);
  await db.insertInto('events').values(row).execute();
  return row;
}

/** The INSERT of an event row, with `?` placeholders, for a test that writes a server's database directly. */
export function eventInsertSql(row: EventRow): { text: string; values: unknown[] } {
  const columns = Object.keys(row);
  return { text: `insert into events (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, values: Object.values(row) };
}

/** Inserts an event into a running server's SQLite file (`file`), as staff tooling would. */
export function insertEventIntoFile(file: string, changes: Partial<EventRow> = {}): EventRow {
  const row = eventRow(changes);
  const db = new Database(file, { fileMustExist: true });
  try {
    const { text, values } = eventInsertSql(row);
    db.prepare(text).run(...values);
  } finally {
    db.close();
  }
  return row;
}
