import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addWorkingMinutes, holidayDatesBetween, workingMinutesBetween } from './frozen-clock';
import { searchTermsOf, sourceOf, type Backfilled } from './2026_11_26_0011_lead_inbox';

/**
 * One status per lead: the inbox's (`leads.status`). `demo_requests.status` and `questions.status`
 * with `questions.answered_at` were the old staff lists' copies, kept equal to it by a mirror their
 * API routes needed; the routes are gone, so the copies go too. Guide and course leads
 * never had one.
 *
 * No lead may drop out of sight with them: every demo request, question and guide or course lead is
 * checked for its inbox row first. Since migration 0011 each form stores both in one transaction, so a
 * row without one can only come from outside that code (an instance still running a version older than
 * 0011 during a rolling deploy, a row made by hand). Such a row gets its inbox row here, with the
 * status its old column said (closed -> lost, answered -> contacted, as 0011 mapped them), on the clock
 * as 0020 put existing leads, already announced (no mail out of the blue) and with no owner yet.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
type Db = Kysely<any>;

const DAY_MS = 86_400_000;
const demoKinds = ['demo-short', 'demo-detailed'];

/** A lead to add, as 0011 added them, with what 0020 added to leads. */
interface Missing extends Omit<Backfilled, 'updated_at'> {
  /** When the old list marked it answered, if it did. */
  answered_at: string | null;
  phone: string | null;
  summary: string | null;
}

/** The visitor's columns, named alike in a form's row (demo request, guide or course lead) and in its lead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the schema of their day has them
const visitorOf = (row: any) => ({
  name: row.name,
  company: row.company,
  email: row.email,
  locale: row.locale,
  utm_source: row.utm_source,
  utm_medium: row.utm_medium,
  utm_campaign: row.utm_campaign,
  referrer: row.referrer,
});

/** Rows of `table` with no inbox row of one of `kinds`. */
function withoutLead(db: Db, table: string, kinds: string[]) {
  return db
    .selectFrom(`${table} as row`)
    .leftJoin('leads', (join) => join.onRef('leads.source_id', '=', 'row.id').on('leads.kind', 'in', kinds))
    .where('leads.id', 'is', null)
    .selectAll('row');
}

async function missingLeads(db: Db): Promise<Missing[]> {
  const blank = { name: null, company: null, utm_source: null, utm_medium: null, utm_campaign: null, referrer: null, answered_at: null, phone: null };
  const demos = (await withoutLead(db, 'demo_requests', demoKinds).execute()).map(
    (row): Missing => ({
      ...blank,
      ...visitorOf(row),
      kind: row.form === 'short' ? 'demo-short' : 'demo-detailed',
      source_id: row.id,
      landing_page: `${row.locale === 'ar' ? '/ar' : ''}${row.form === 'short' ? '/request-demo' : '/detailed-demo-request'}`,
      status: row.status === 'closed' ? 'lost' : row.status,
      created_at: row.created_at,
      phone: row.phone,
      summary: row.module_interest ?? row.interested_solutions,
    }),
  );
  const questions = (await withoutLead(db, 'questions', ['question']).execute()).map(
    (row): Missing => ({
      ...blank,
      kind: 'question',
      source_id: row.id,
      email: row.email,
      locale: row.locale,
      landing_page: `${row.locale === 'ar' ? '/ar' : ''}/resources/ask-anything`,
      status: row.status === 'answered' ? 'contacted' : 'new',
      created_at: row.created_at,
      answered_at: row.status === 'answered' ? row.answered_at : null,
      summary: row.question,
    }),
  );
  const resources = (await withoutLead(db, 'resource_leads', ['guide', 'course']).execute()).map(
    (row): Missing => ({
      ...blank,
      ...visitorOf(row),
      kind: row.kind,
      source_id: row.id,
      landing_page: row.page,
      status: 'new',
      created_at: row.created_at,
      summary: row.resource_id,
    }),
  );
  return [...demos, ...questions, ...resources];
}

/** Gives each row its inbox row and search words. */
async function addLeads(db: Db, missing: Missing[]): Promise<void> {
  if (!missing.length) return;
  const times = missing.map((row) => Date.parse(row.created_at));
  const closed = new Set(
    holidayDatesBetween(new Date(Math.min(...times)).toISOString().slice(0, 10), new Date(Math.max(...times) + 60 * DAY_MS).toISOString().slice(0, 10)),
  );
  for (const row of missing) {
    const id = randomUUID();
    const created = new Date(row.created_at);
    const answeredAt = row.status === 'new' ? null : (row.answered_at ?? row.created_at);
    const source = sourceOf(row.utm_source, row.referrer);
    const landingPage = row.landing_page?.slice(0, 200) ?? null;
    await db
      .insertInto('leads')
      .values({
        id,
        kind: row.kind,
        source_id: row.source_id,
        ...visitorOf(row),
        source,
        landing_page: landingPage,
        status: row.status,
        owner_id: null,
        created_at: row.created_at,
        updated_at: answeredAt ?? row.created_at,
        due_at: addWorkingMinutes(created, 60, closed).toISOString(),
        escalate_at: addWorkingMinutes(created, 240, closed).toISOString(),
        first_response_at: answeredAt,
        first_response_minutes: answeredAt ? Math.round(workingMinutesBetween(created, new Date(answeredAt), closed)) : null,
        escalated_at: row.created_at,
        owner_notified_at: row.created_at,
        phone: row.phone?.slice(0, 32) || null,
        summary: row.summary?.replace(/\s+/g, ' ').trim().slice(0, 200) || null,
        first_landing_page: landingPage,
        first_referrer: row.referrer,
        first_utm_source: row.utm_source,
        first_utm_medium: row.utm_medium,
        first_utm_campaign: row.utm_campaign,
        first_source: source,
      })
      .execute();
    const terms = searchTermsOf(row.name, row.company, row.email);
    if (terms.length) await db.insertInto('lead_search_terms').values(terms.map((term) => ({ lead_id: id, term }))).execute();
  }
}

export async function up(db: Db): Promise<void> {
  await addLeads(db, await missingLeads(db));
  await db.schema.alterTable('demo_requests').dropColumn('status').execute();
  await db.schema.alterTable('questions').dropColumn('status').execute();
  await db.schema.alterTable('questions').dropColumn('answered_at').execute();
}

/** The old copies again, read from each row's lead (`won` and `lost` were `closed`; past `new`, a question was answered). */
export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('demo_requests').addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('questions').addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('questions').addColumn('answered_at', 'varchar(30)').execute();
  const leadsOf = (kinds: string[], statuses: string[]) => db.selectFrom('leads').select('source_id').where('kind', 'in', kinds).where('status', 'in', statuses);
  for (const [old, statuses] of [['contacted', ['contacted']], ['qualified', ['qualified']], ['closed', ['won', 'lost']]] as const) {
    await db.updateTable('demo_requests').set({ status: old }).where('id', 'in', leadsOf(demoKinds, [...statuses])).execute();
  }
  await db
    .updateTable('questions')
    .set((eb) => ({
      status: 'answered',
      answered_at: eb
        .selectFrom('leads')
        .select((lead) => lead.fn.coalesce('leads.first_response_at', 'leads.updated_at').as('at'))
        .where('leads.kind', '=', 'question')
        .whereRef('leads.source_id', '=', 'questions.id'),
    }))
    .where('id', 'in', leadsOf(['question'], ['contacted', 'qualified', 'won', 'lost']))
    .execute();
}
