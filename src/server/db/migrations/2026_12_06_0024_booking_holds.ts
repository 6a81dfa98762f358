import type { Kysely } from 'kysely';

/**
 * What a demo booking holds besides its slot, so that no one visitor or network can empty the
 * calendar: one row per held key (an e-mail address, a phone number, or one of a network's few burst
 * places), naming the booking that holds it and until when. A key is taken by an INSERT ... ON
 * CONFLICT DO UPDATE ... WHERE the old hold has lapsed, in the booking's own transaction, so of two
 * racing bookings only one gets it, on both databases. Bookings keep the network they came from
 * (IPv4 /24, IPv6 /48), so staff can release a network's demos in one action. The calendar keeps
 * the number of bookings in an hour past which admins are alerted (6 by default), and hosts get an
 * Arabic name for visitors beside the English one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_booking_holds')
    .addColumn('key', 'varchar(300)', (column) => column.primaryKey())
    .addColumn('booking_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('until', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('demo_booking_holds_booking').on('demo_booking_holds').column('booking_id').execute();
  await db.schema.alterTable('demo_bookings').addColumn('network', 'varchar(64)').execute();
  await db.schema.createIndex('demo_bookings_network').on('demo_bookings').columns(['network', 'active_start']).execute();
  await db.schema.alterTable('demo_calendar').addColumn('burst_alert_per_hour', 'integer', (column) => column.notNull().defaultTo(6)).execute();
  // A host's name for visitors in Arabic beside the English one; until both are set, visitors read "the Siyana team".
  await db.schema.alterTable('demo_hosts').addColumn('display_name_ar', 'varchar(100)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_hosts').dropColumn('display_name_ar').execute();
  await db.schema.alterTable('demo_calendar').dropColumn('burst_alert_per_hour').execute();
  await db.schema.dropIndex('demo_bookings_network').execute();
  await db.schema.alterTable('demo_bookings').dropColumn('network').execute();
  await db.schema.dropTable('demo_booking_holds').execute();
}
