import type { Kysely } from 'kysely';

/**
 * The demo calendar. `demo_calendar`: one row ('default') with the weekly hours in Riyadh
 * time (JSON: seven entries, Sunday first, each `{ "start": "09:00", "end": "17:00" }` or null), the
 * demo length, the buffer between demos, the minimum notice and how far ahead visitors may book.
 * `demo_calendar_dates`: staff's exceptions to the default closed days: `closed` (an extra closed day)
 * or `open` (a Saudi public holiday re-opened). `demo_hosts`: the staff accounts who give demos, each
 * with optional hours of their own. `demo_bookings`: one row per booked slot; `active_start` is the
 * start while the booking holds its slot and NULL once cancelled or moved, and the unique index on
 * (host_id, active_start) makes a double-booked host impossible on both databases (NULLs never
 * collide). Only the SHA-256 of the visitor's 256-bit manage token is stored. `demo_booking_mail` is
 * the outbox of the booking's e-mails (confirmation, reminder the day before, notices to the host).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_calendar')
    .addColumn('id', 'varchar(20)', (column) => column.primaryKey())
    .addColumn('weekly_hours', 'varchar(1000)', (column) => column.notNull())
    .addColumn('slot_minutes', 'integer', (column) => column.notNull())
    .addColumn('buffer_minutes', 'integer', (column) => column.notNull())
    .addColumn('min_notice_minutes', 'integer', (column) => column.notNull())
    .addColumn('horizon_days', 'integer', (column) => column.notNull())
    // 1 once the first host was added (at start-up, when the first admin exists): staff removing every host is not undone.
    .addColumn('hosts_seeded', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  const now = new Date().toISOString();
  const day = { start: '09:00', end: '17:00' };
  await db
    .insertInto('demo_calendar')
    .values({
      id: 'default',
      weekly_hours: JSON.stringify([day, day, day, day, day, null, null]),
      slot_minutes: 30,
      buffer_minutes: 0,
      min_notice_minutes: 240,
      horizon_days: 90,
      hosts_seeded: 0,
      updated_at: now,
    })
    .execute();

  await db.schema
    .createTable('demo_calendar_dates')
    .addColumn('date', 'varchar(10)', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('note', 'varchar(200)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('demo_hosts')
    .addColumn('admin_id', 'varchar(36)', (column) => column.primaryKey().references('admins.id').onDelete('cascade'))
    .addColumn('display_name', 'varchar(100)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('weekly_hours', 'varchar(1000)')
    .addColumn('active', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('demo_bookings')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('demo_request_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('lead_id', 'varchar(36)')
    .addColumn('host_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('start_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('end_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('status', 'varchar(12)', (column) => column.notNull())
    .addColumn('active_start', 'varchar(30)')
    .addColumn('token_hash', 'varchar(64)')
    .addColumn('replaced_by', 'varchar(36)')
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('demo_bookings_host_slot').on('demo_bookings').columns(['host_id', 'active_start']).unique().execute();
  // Covering the slots query (the window's held slots), so it is one index range on both databases.
  await db.schema.createIndex('demo_bookings_active_start').on('demo_bookings').columns(['active_start', 'host_id', 'end_at', 'id']).execute();
  await db.schema.createIndex('demo_bookings_token').on('demo_bookings').column('token_hash').unique().execute();
  await db.schema.createIndex('demo_bookings_request').on('demo_bookings').column('demo_request_id').execute();
  await db.schema.createIndex('demo_bookings_lead').on('demo_bookings').column('lead_id').execute();

  await db.schema
    .createTable('demo_booking_mail')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('booking_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('kind', 'varchar(30)', (column) => column.notNull())
    // The visitor's manage link, kept only until the message is sent (then NULL): the token itself is never stored for long.
    .addColumn('manage_url', 'varchar(500)')
    .addColumn('due_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('demo_booking_mail_pending').on('demo_booking_mail').columns(['sent_at', 'due_at']).execute();
  await db.schema.createIndex('demo_booking_mail_booking').on('demo_booking_mail').column('booking_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['demo_booking_mail', 'demo_bookings', 'demo_hosts', 'demo_calendar_dates', 'demo_calendar']) await db.schema.dropTable(table).execute();
}
