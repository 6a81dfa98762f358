import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { LeadFilter } from '@/schemas/lead';
import type { SessionAdmin } from '../auth/sessions';
import type { Database, Lead, LeadActivity, LeadContactType, LeadKind, LeadStatus } from '../db/database';
import { chooseLeadOwner } from './assignment';
import { firstTouchColumns, leadClockOf, markFirstResponse, type FirstTouch } from './response-clock';
import { requestFirstTouch } from './first-touch-cookie';
import { addDays, riyadhDayStart } from '@/lib/riyadh-time';
import { submissionsOf, type LeadSubmission } from './submissions';
import { inTransaction } from '../db/transaction';

/** Where a lead came from, as the `source` column holds it: UTM source, else referrer host, else `direct`. */
export function leadSourceOf(utmSource: string | null | undefined, referrer: string | null | undefined): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm.slice(0, 200);
  if (referrer) {
    try {
      return new URL(referrer).hostname.replace(/^www\./, '').toLowerCase() || 'direct';
    } catch {
      return 'direct';
    }
  }
  return 'direct';
}

export interface LeadInput {
  kind: LeadKind;
  sourceId: string;
  name?: string | null;
  company?: string | null;
  email?: string | null;
  locale: 'en' | 'ar';
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  referrer?: string | null;
  landingPage?: string | null;
  createdAt: string;
  /** Speed to lead: the owner when it is known (a booked demo's host); otherwise chosen in turn. */
  ownerId?: string | null;
  /** What the list shows: the phone, and a module, solutions or a question's first words. */
  phone?: string | null;
  summary?: string | null;
  /** The visitor's first touch; the last touch above when unknown. */
  firstTouch?: FirstTouch | null;
}

/** What a lead form sends about where the visitor came from (the browser's first-touch attribution). */
type AttributionPayload = { locale: Lead['locale'] } & Partial<Record<'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent' | 'referrer', string>>;

/** A lead form's attribution columns: empty values stored as null. */
export function leadAttribution(payload: AttributionPayload) {
  return {
    locale: payload.locale,
    utm_source: payload.utmSource || null,
    utm_medium: payload.utmMedium || null,
    utm_campaign: payload.utmCampaign || null,
    utm_term: payload.utmTerm || null,
    utm_content: payload.utmContent || null,
    referrer: payload.referrer || null,
  };
}

/** The columns every form that makes a lead (demo request, guide or course, event registration) stores. */
type LeadFormRow = { id: string; locale: Lead['locale']; created_at: string } & Partial<
  Record<'name' | 'company' | 'email' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'referrer' | 'phone' | 'module_interest' | 'interested_solutions' | 'resource_id', string | null>
>;

/**
 * Adds a form's stored row to the inbox, in the transaction that inserted it (see recordLead). `ownerId`:
 * the owner known from the start (a booked demo's host); otherwise one is chosen in turn.
 */
export async function recordFormLead(trx: Kysely<Database>, kind: LeadKind, row: LeadFormRow, landingPage: string | null | undefined, ownerId?: string): Promise<string> {
  return recordLead(trx, {
    kind,
    sourceId: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    locale: row.locale,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    referrer: row.referrer,
    landingPage,
    createdAt: row.created_at,
    phone: row.phone,
    summary: row.module_interest ?? row.interested_solutions ?? row.resource_id,
    firstTouch: await requestFirstTouch(),
    ownerId,
  });
}

/**
 * For erasing a lead (PDPL): its inbox row with its search words and its notes and history. Call it in
 * the erasure's transaction. Returns the rows removed.
 */
export async function deleteInboxLead(trx: Kysely<Database>, kinds: readonly LeadKind[], sourceId: string): Promise<number> {
  const lead = await trx.selectFrom('leads').select('id').where('kind', 'in', kinds).where('source_id', '=', sourceId).executeTakeFirst();
  if (!lead) return 0;
  const terms = await trx.deleteFrom('lead_search_terms').where('lead_id', '=', lead.id).executeTakeFirst();
  const activity = await trx.deleteFrom('lead_activity').where('lead_id', '=', lead.id).executeTakeFirst();
  await trx.deleteFrom('leads').where('id', '=', lead.id).execute();
  return Number(terms.numDeletedRows) + Number(activity.numDeletedRows) + 1;
}

/**
 * Adds a lead to the inbox. Call it with the transaction that inserts the lead's own row, so the two
 * are stored together or not at all.
 */
export async function recordLead(trx: Kysely<Database>, input: LeadInput): Promise<string> {
  const id = randomUUID();
  const { ownerId } = await chooseLeadOwner(trx, input, input.ownerId);
  const clock = await leadClockOf(trx, input.createdAt);
  const first = input.firstTouch ?? { landingPage: input.landingPage, referrer: input.referrer, utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign };
  await trx
    .insertInto('leads')
    .values({
      id,
      kind: input.kind,
      source_id: input.sourceId,
      name: input.name ?? null,
      company: input.company ?? null,
      email: input.email ?? null,
      locale: input.locale,
      utm_source: input.utmSource ?? null,
      utm_medium: input.utmMedium ?? null,
      utm_campaign: input.utmCampaign ?? null,
      referrer: input.referrer ?? null,
      source: leadSourceOf(input.utmSource, input.referrer),
      landing_page: input.landingPage?.slice(0, 200) ?? null,
      status: 'new',
      owner_id: ownerId,
      created_at: input.createdAt,
      updated_at: input.createdAt,
      ...clock,
      first_response_at: null,
      first_response_minutes: null,
      escalated_at: null,
      owner_notified_at: ownerId ? null : input.createdAt,
      phone: input.phone?.slice(0, 32) || null,
      summary: input.summary?.replace(/\s+/g, ' ').trim().slice(0, 200) || null,
      ...firstTouchColumns(first),
      first_source: leadSourceOf(first.utmSource, first.referrer),
    })
    .execute();
  const terms = searchTermsOf(input.name ?? null, input.company ?? null, input.email ?? null);
  if (terms.length) await trx.insertInto('lead_search_terms').values(terms.map((term) => ({ lead_id: id, term }))).execute();
  return id;
}

/**
 * The words a lead is found by: the lower-cased words of its name and company (and their parts at
 * - _ .; Arabic family names also without ال), its e-mail whole, its local part, parts and domain.
 */
export function searchTermsOf(name: string | null, company: string | null, email: string | null): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    if (term) terms.add(term.slice(0, 100));
  };
  for (const word of [name, company].filter(Boolean).join(' ').toLowerCase().split(/[\s,;:()"'،؛/]+/u)) {
    add(word);
    for (const part of word.split(/[-_.]+/)) add(part);
    if (/^ال[\u0621-\u064a]{3}/.test(word)) add(word.slice(2));
  }
  const address = email?.trim().toLowerCase();
  if (address) {
    add(address);
    const [local = '', domain = ''] = address.split('@');
    add(local);
    add(domain);
    for (const part of local.split(/[-_.+]+/)) add(part);
  }
  return [...terms].slice(0, 40);
}

/** The search box's words (at most five), each a prefix that some term of a lead must start with. */
function searchWords(q: string): string[] {
  return q.toLowerCase().split(/[\s,;:()"'،؛/]+/u).filter(Boolean).slice(0, 5).map((word) => word.slice(0, 100));
}

const kindGroups: Record<string, LeadKind[]> = { demo: ['demo-short', 'demo-detailed'], resources: ['guide', 'course'] };
const kindsOf = (kind: NonNullable<LeadFilter['kind']>): LeadKind[] => kindGroups[kind] ?? [kind as LeadKind];

/** The one WHERE clause of the inbox, its CSV and the dashboard's charts. */
export function leadWhere(filter: LeadFilter) {
  return (eb: ExpressionBuilder<Database, 'leads'>) => {
    const conditions = [];
    if (filter.kind) conditions.push(eb('kind', 'in', kindsOf(filter.kind)));
    if (filter.status) conditions.push(eb('status', '=', filter.status));
    if (filter.from) conditions.push(eb('created_at', '>=', riyadhDayStart(filter.from)));
    if (filter.to) conditions.push(eb('created_at', '<', riyadhDayStart(addDays(filter.to, 1))));
    const first = filter.touch === 'first';
    if (filter.source) conditions.push(eb(first ? 'first_source' : 'source', '=', filter.source.toLowerCase()));
    if (filter.medium) conditions.push(eb('utm_medium', '=', filter.medium));
    if (filter.campaign) conditions.push(eb('utm_campaign', '=', filter.campaign));
    if (filter.locale) conditions.push(eb('locale', '=', filter.locale));
    if (filter.landing) conditions.push(eb(first ? 'first_landing_page' : 'landing_page', '=', filter.landing));
    if (filter.owner) conditions.push(filter.owner === 'none' ? eb('owner_id', 'is', null) : eb('owner_id', '=', filter.owner));
    // Every word of the search must start some term of the lead: an index range per word, the same on
    // both databases (terms compare byte by byte), with no LIKE wildcards to escape. The words' leads
    // are intersected first, so the lists then read only the leads that match them all.
    const [firstWord, ...more] = filter.q ? searchWords(filter.q) : [];
    if (firstWord !== undefined) {
      const startingWith = (word: string) => eb.selectFrom('lead_search_terms').select('lead_search_terms.lead_id').where('term', '>=', word).where('term', '<', `${word}\u{10FFFF}`);
      const byWords = eb('id', 'in', more.reduce((matching, word) => matching.intersect(startingWith(word)), startingWith(firstWord)));
      // A booked demo's reference (the request id's first eight characters), as a visitor quotes it.
      const reference = filter.q?.trim().toLowerCase();
      const byReference = reference && /^[0-9a-f]{8}$/.test(reference) ? eb.and([eb('kind', 'in', ['demo-short', 'demo-detailed']), eb('source_id', 'like', `${reference}-%`)]) : null;
      conditions.push(byReference ? eb.or([byWords, byReference]) : byWords);
    }
    return eb.and(conditions);
  };
}

export interface LeadPage {
  rows: Lead[];
  total: number;
  page: number;
  pages: number;
}

/** One page of the filtered inbox, newest first, and the count of the whole filtered list. */
export async function listLeads(db: Kysely<Database>, filter: LeadFilter, { page = 1, pageSize = 25 } = {}): Promise<LeadPage> {
  const total = await countLeads(db, filter);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages);
  // The page's ids first, from the indexes alone; then only those rows are read (a "deferred join").
  const pageIds = db
    .selectFrom('leads')
    .select('id')
    .where(leadWhere(filter))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const rows = await db.selectFrom('leads').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return { rows, total, page: current, pages };
}

export async function countLeads(db: Kysely<Database>, filter: LeadFilter): Promise<number> {
  const row = await db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('count')).where(leadWhere(filter)).executeTakeFirstOrThrow();
  return Number(row.count);
}

type GroupColumn = 'kind' | 'status' | 'source' | 'first_source' | 'locale' | 'landing_page' | 'first_landing_page';

/** Counts of the filtered inbox grouped by some columns: the dashboard's numbers. */
export async function countLeadsBy<C extends GroupColumn>(db: Kysely<Database>, filter: LeadFilter, columns: C[]): Promise<(Record<C, string> & { count: number })[]> {
  const rows = await db
    .selectFrom('leads')
    .select(columns)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(leadWhere(filter))
    .groupBy(columns)
    .execute();
  return rows.map((row) => ({ ...(row as unknown as Record<C, string>), count: Number(row.count) }));
}

/** Every filtered lead, newest first, for the CSV export. */
export async function allLeads(db: Kysely<Database>, filter: LeadFilter): Promise<Lead[]> {
  return db.selectFrom('leads').selectAll().where(leadWhere(filter)).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export interface LeadDetail {
  lead: Lead;
  submission: LeadSubmission | null;
  activity: LeadActivity[];
}

export async function findLeadDetail(db: Kysely<Database>, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const submission = (await submissionsOf(db, [lead])).get(lead.source_id) ?? null;
  const activity = await db.selectFrom('lead_activity').selectAll().where('lead_id', '=', id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return { lead, submission, activity };
}

/** Accounts a lead can be given to: every admin account that is not disabled, by name (editors see no leads). */
export async function leadOwners(db: Kysely<Database>): Promise<{ id: string; username: string }[]> {
  return db.selectFrom('admins').select(['id', 'username']).where('disabled_at', 'is', null).where('role', '=', 'admin').orderBy('username').execute();
}

type Actor = Pick<SessionAdmin, 'id' | 'username'>;

function activityRow(leadId: string, actor: Actor | null, kind: LeadActivity['kind'], values: { from?: string | null; to?: string | null; body?: string | null }, now: string) {
  return {
    id: randomUUID(),
    lead_id: leadId,
    actor_id: actor?.id ?? null,
    actor_name: actor?.username ?? null,
    kind,
    from_value: values.from ?? null,
    to_value: values.to ?? null,
    body: values.body ?? null,
    created_at: now,
  };
}

export type LeadUpdateResult = { ok: true; lead: Lead; changed: ('status' | 'owner')[] } | { ok: false; reason: 'not-found' | 'bad-owner' };

/** Sets a lead's status and/or owner; each change is one activity row with who and when. */
export async function updateLead(
  db: Kysely<Database>,
  id: string,
  change: { status?: LeadStatus; ownerId?: string | null },
  actor: Actor | null,
  now = new Date(),
): Promise<LeadUpdateResult> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const lead = await trx.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    if (!lead) return { ok: false, reason: 'not-found' } as const;
    const changed: ('status' | 'owner')[] = [];
    const next = { ...lead };
    if (change.status && change.status !== lead.status) {
      await trx.insertInto('lead_activity').values(activityRow(id, actor, 'status', { from: lead.status, to: change.status }, at)).execute();
      next.status = change.status;
      changed.push('status');
      if (change.status !== 'new' && (await markFirstResponse(trx, lead, at))) next.first_response_at = at;
    }
    if (change.ownerId !== undefined && change.ownerId !== lead.owner_id) {
      const names = await trx.selectFrom('admins').select(['id', 'username', 'disabled_at', 'role']).where('id', 'in', [change.ownerId, lead.owner_id].filter((value): value is string => Boolean(value))).execute();
      const owner = change.ownerId ? names.find((row) => row.id === change.ownerId) : null;
      // Only an active admin may own a lead: editors see no lead data.
      if (change.ownerId && (!owner || owner.disabled_at || owner.role !== 'admin')) return { ok: false, reason: 'bad-owner' } as const;
      const previous = names.find((row) => row.id === lead.owner_id)?.username ?? null;
      await trx.insertInto('lead_activity').values(activityRow(id, actor, 'owner', { from: previous, to: owner?.username ?? null }, at)).execute();
      next.owner_id = change.ownerId;
      // The new owner is told of the lead by the next mail run.
      next.owner_notified_at = change.ownerId ? null : at;
      changed.push('owner');
    }
    if (changed.length) {
      next.updated_at = at;
      await trx.updateTable('leads').set({ status: next.status, owner_id: next.owner_id, owner_notified_at: next.owner_notified_at, updated_at: at }).where('id', '=', id).execute();
    }
    return { ok: true, lead: next, changed } as const;
  });
}

/** A note on a lead; one marked as a contact (a call, WhatsApp, an e-mail) is the lead's first response if it has none. */
export async function addLeadNote(db: Kysely<Database>, id: string, body: string, actor: Actor | null, now = new Date(), contactType: LeadContactType | null = null): Promise<LeadActivity | undefined> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const found = await trx.updateTable('leads').set({ updated_at: at }).where('id', '=', id).executeTakeFirst();
    if (Number(found.numUpdatedRows) === 0) return undefined;
    const row = { ...activityRow(id, actor, 'note', { body }, at), contact_type: contactType };
    await trx.insertInto('lead_activity').values(row).execute();
    if (contactType) {
      const lead = await trx.selectFrom('leads').select(['id', 'created_at', 'first_response_at']).where('id', '=', id).executeTakeFirstOrThrow();
      await markFirstResponse(trx, lead, at);
    }
    return row;
  });
}
