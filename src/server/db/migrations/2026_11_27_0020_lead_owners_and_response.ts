import type { Kysely } from 'kysely';
import { addWorkingMinutes, holidayDatesBetween, workingMinutesBetween } from './frozen-clock';

/**
 * Speed to lead.
 *
 * Staff: `takes_leads` (1: in the round-robin of new leads), `lead_turn` (the round-robin's counter:
 * the taker with the lowest turn gets the next lead and takes the next turn number, so a clock set back
 * cannot skew it) and `notify_email` (where the owner's notices go). The first active admin takes leads.
 * `lead_assignment_rules`: optional rules by language and/or lead kind naming who takes such leads.
 *
 * Leads: `due_at` (one working hour after arrival: the overdue-first sort is an index range),
 * `escalate_at` (four working hours after arrival), `first_response_at` and `first_response_minutes`
 * (set once, by the first status change past `new` or the first note marked as a contact),
 * `escalated_at` and `owner_notified_at` (the mail jobs' marks), `phone` and `summary` (what the list
 * shows: a module, solutions, a question's first words) and the visitor's first touch
 * (`first_landing_page`, `first_referrer`, `first_utm_*`, `first_source`). Notes get a `contact_type`.
 *
 * Existing leads: a lead already past `new` counts as answered at its first status change (or its last
 * update), so only today's open leads surface as overdue.
 */
const DAY_MS = 86_400_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('takes_leads', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('admins').addColumn('lead_turn', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('admins').addColumn('notify_email', 'varchar(254)').execute();
  const first = await db.selectFrom('admins').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('created_at').orderBy('username').executeTakeFirst();
  if (first) await db.updateTable('admins').set({ takes_leads: 1 }).where('id', '=', first.id).execute();

  await db.schema
    .createTable('lead_assignment_rules')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('locale', 'varchar(2)')
    .addColumn('kind', 'varchar(20)')
    .addColumn('admin_id', 'varchar(36)', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addUniqueConstraint('lead_assignment_rules_unique', ['locale', 'kind', 'admin_id'])
    .execute();

  for (const column of ['due_at', 'escalate_at', 'first_response_at', 'escalated_at', 'owner_notified_at']) {
    await db.schema.alterTable('leads').addColumn(column, 'varchar(30)').execute();
  }
  await db.schema.alterTable('leads').addColumn('first_response_minutes', 'integer').execute();
  await db.schema.alterTable('leads').addColumn('phone', 'varchar(32)').execute();
  await db.schema.alterTable('leads').addColumn('summary', 'varchar(200)').execute();
  await db.schema.alterTable('leads').addColumn('first_landing_page', 'varchar(200)').execute();
  await db.schema.alterTable('leads').addColumn('first_referrer', 'varchar(500)').execute();
  for (const column of ['first_utm_source', 'first_utm_medium', 'first_utm_campaign', 'first_source']) {
    await db.schema.alterTable('leads').addColumn(column, 'varchar(200)').execute();
  }
  await db.schema.alterTable('lead_activity').addColumn('contact_type', 'varchar(10)').execute();

  // Existing leads: the clock, the phone and summary, and a first touch equal to the last one.
  const leads = await db.selectFrom('leads').select(['id', 'kind', 'source_id', 'status', 'created_at', 'updated_at', 'landing_page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'source']).execute();
  if (leads.length) {
    const times = leads.map((lead) => Date.parse(lead.created_at));
    const closed = new Set(
      holidayDatesBetween(new Date(Math.min(...times)).toISOString().slice(0, 10), new Date(Math.max(...times) + 60 * DAY_MS).toISOString().slice(0, 10)),
    );
    const firstChanges = new Map(
      (
        await db
          .selectFrom('lead_activity')
          .select(['lead_id', (eb) => eb.fn.min('created_at').as('at')])
          .where('kind', '=', 'status')
          .groupBy('lead_id')
          .execute()
      ).map((row) => [row.lead_id as string, row.at as string]),
    );
    const demos = new Map((await db.selectFrom('demo_requests').select(['id', 'phone', 'module_interest', 'interested_solutions']).execute()).map((row) => [row.id, row]));
    const questions = new Map((await db.selectFrom('questions').select(['id', 'question']).execute()).map((row) => [row.id, row]));
    const events = new Map((await db.selectFrom('event_registrations').select(['id', 'phone']).execute()).map((row) => [row.id, row]));
    for (const lead of leads) {
      const created = new Date(lead.created_at);
      const answeredAt = lead.status === 'new' ? null : (firstChanges.get(lead.id) ?? lead.updated_at);
      const demo = demos.get(lead.source_id);
      const question = questions.get(lead.source_id);
      await db
        .updateTable('leads')
        .set({
          due_at: addWorkingMinutes(created, 60, closed).toISOString(),
          escalate_at: addWorkingMinutes(created, 240, closed).toISOString(),
          first_response_at: answeredAt,
          first_response_minutes: answeredAt ? Math.round(workingMinutesBetween(created, new Date(answeredAt), closed)) : null,
          // Old leads are not escalated or announced now: their mail would arrive out of the blue.
          escalated_at: lead.created_at,
          owner_notified_at: lead.created_at,
          phone: demo?.phone ?? events.get(lead.source_id)?.phone ?? null,
          summary: (question?.question ?? demo?.module_interest ?? demo?.interested_solutions ?? null)?.replace(/\s+/g, ' ').trim().slice(0, 200) || null,
          first_landing_page: lead.landing_page,
          first_referrer: lead.referrer,
          first_utm_source: lead.utm_source,
          first_utm_medium: lead.utm_medium,
          first_utm_campaign: lead.utm_campaign,
          first_source: lead.source,
        })
        .where('id', '=', lead.id)
        .execute();
    }
  }
  // Open leads, overdue first: a range of this index (first_response_at null) read in due order.
  await db.schema.createIndex('leads_waiting_due_at').on('leads').columns(['first_response_at', 'due_at', 'id']).execute();
  // ... and the everyday views of it: one kind's open leads, one owner's open leads.
  await db.schema.createIndex('leads_waiting_kind_due_at').on('leads').columns(['first_response_at', 'kind', 'due_at', 'id']).execute();
  await db.schema.createIndex('leads_waiting_owner_due_at').on('leads').columns(['first_response_at', 'owner_id', 'due_at', 'id']).execute();
  // The response dashboard's window: the answered leads of the last days, with what it groups by.
  await db.schema.createIndex('leads_created_at_response').on('leads').columns(['created_at', 'first_response_minutes', 'owner_id', 'kind', 'source']).execute();
  // The escalation job: open leads past their escalation instant, not yet escalated.
  await db.schema.createIndex('leads_escalation').on('leads').columns(['escalated_at', 'escalate_at']).execute();
  await db.schema.createIndex('leads_owner_notice').on('leads').column('owner_notified_at').execute();
  for (const column of ['first_source', 'first_landing_page']) {
    await db.schema.createIndex(`leads_${column}_created_at`).on('leads').columns([column, 'created_at', 'id']).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['leads_waiting_due_at', 'leads_waiting_kind_due_at', 'leads_waiting_owner_due_at', 'leads_created_at_response', 'leads_escalation', 'leads_owner_notice', 'leads_first_source_created_at', 'leads_first_landing_page_created_at']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('lead_activity').dropColumn('contact_type').execute();
  for (const column of [
    'due_at', 'escalate_at', 'first_response_at', 'escalated_at', 'owner_notified_at', 'first_response_minutes', 'phone', 'summary',
    'first_landing_page', 'first_referrer', 'first_utm_source', 'first_utm_medium', 'first_utm_campaign', 'first_source',
  ]) {
    await db.schema.alterTable('leads').dropColumn(column).execute();
  }
  await db.schema.dropTable('lead_assignment_rules').execute();
  for (const column of ['takes_leads', 'lead_turn', 'notify_email']) await db.schema.alterTable('admins').dropColumn(column).execute();
}
