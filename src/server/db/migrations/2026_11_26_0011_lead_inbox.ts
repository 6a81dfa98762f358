import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * One lead inbox. `leads` holds one row per lead of every kind, pointing at the row in its own table
 * (`kind` + `source_id`), with the fields the inbox filters on copied beside it and the sales fields
 * (status, owner) that live only here. `lead_activity` is the history of notes, status and owner changes.
 *
 * Existing leads are copied in. Status of the old lists: a demo request's `closed` becomes `lost` (the
 * old list had no "won": a closed request was one that went nowhere; staff re-mark the won ones), an
 * answered question becomes `contacted` (someone wrote back to it). Guide, course and event leads start `new`.
 *
 * `source` is where the lead came from, in one column so it can be indexed and grouped: the UTM source
 * (lower-cased), else the referrer's host name (without `www.`), else `direct`.
 *
 * Search is by word prefix through `lead_search_terms` (the lower-cased words of the name, company and
 * e-mail, with the e-mail whole, its local part and its domain), so it is an index range and stays fast
 * with many leads; a LIKE '%...%' on the leads themselves reads every row. The term column compares
 * byte by byte on both databases (SQLite's default; `collate "C"` on PostgreSQL), so a prefix is the
 * range [word, word + U+10FFFF).
 */
const kindOfDemo = { short: 'demo-short', detailed: 'demo-detailed' } as const;

export function sourceOf(utmSource: string | null, referrer: string | null): string {
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

/** The search terms of a lead: as `searchTermsOf` in src/server/leads.ts on the day this migration was written. */
export function searchTermsOf(name: string | null, company: string | null, email: string | null): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    if (term) terms.add(term.slice(0, 100));
  };
  for (const word of [name, company].filter(Boolean).join(' ').toLowerCase().split(/[\s,;:()"'،؛/]+/u)) {
    add(word);
    for (const part of word.split(/[-_.]+/)) add(part);
    // Arabic family names are searched with or without the article: العتيبي or عتيبي.
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

export interface Backfilled {
  kind: string;
  source_id: string;
  name: string | null;
  company: string | null;
  email: string | null;
  locale: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  landing_page: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
async function insertAll(db: Kysely<any>, rows: Backfilled[]): Promise<void> {
  const values = rows.map((row) => ({
    id: randomUUID(),
    ...row,
    source: sourceOf(row.utm_source, row.referrer),
    owner_id: null,
  }));
  for (let start = 0; start < values.length; start += 200) {
    const chunk = values.slice(start, start + 200);
    await db.insertInto('leads').values(chunk).execute();
    const terms = chunk.flatMap((lead) => searchTermsOf(lead.name, lead.company, lead.email).map((term) => ({ lead_id: lead.id, term })));
    for (let from = 0; from < terms.length; from += 500) await db.insertInto('lead_search_terms').values(terms.slice(from, from + 500)).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('source_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)')
    .addColumn('company', 'varchar(200)')
    .addColumn('email', 'varchar(254)')
    .addColumn('locale', 'varchar(2)', (column) => column.notNull())
    .addColumn('utm_source', 'varchar(200)')
    .addColumn('utm_medium', 'varchar(200)')
    .addColumn('utm_campaign', 'varchar(200)')
    .addColumn('referrer', 'varchar(500)')
    .addColumn('source', 'varchar(200)', (column) => column.notNull())
    .addColumn('landing_page', 'varchar(200)')
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('new'))
    .addColumn('owner_id', 'varchar(36)', (column) => column.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .addUniqueConstraint('leads_kind_source_id', ['kind', 'source_id'])
    .execute();
  // The list is newest first (created_at, id). Each filter has an index that starts with its column and
  // ends in that order, so one page is read in order with no sort. The time index also holds the
  // columns the dashboard groups by, so its weekly counts never read the rows themselves.
  await db.schema.createIndex('leads_created_at').on('leads').columns(['created_at', 'id', 'kind', 'status', 'source', 'locale', 'landing_page']).execute();
  for (const column of ['kind', 'status', 'source', 'owner_id', 'locale', 'landing_page', 'utm_medium', 'utm_campaign']) {
    await db.schema.createIndex(`leads_${column}_created_at`).on('leads').columns([column, 'created_at', 'id']).execute();
  }
  // The inbox's everyday view: one kind's new leads.
  await db.schema.createIndex('leads_kind_status_created_at').on('leads').columns(['kind', 'status', 'created_at', 'id']).execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lead_search_terms')
    .addColumn('lead_id', 'varchar(36)', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('term', 'varchar(100)', (column) => (postgres ? column.notNull().modifyEnd(sql`collate "C"`) : column.notNull()))
    .addPrimaryKeyConstraint('lead_search_terms_pk', ['term', 'lead_id'])
    .execute();
  await db.schema.createIndex('lead_search_terms_lead_id').on('lead_search_terms').column('lead_id').execute();

  await db.schema
    .createTable('lead_activity')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('lead_id', 'varchar(36)', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    // The name is kept beside the id, so the history still reads after an account is removed.
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('actor_name', 'varchar(64)')
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('from_value', 'varchar(100)')
    .addColumn('to_value', 'varchar(100)')
    .addColumn('body', 'varchar(4000)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('lead_activity_lead_created_at').on('lead_activity').columns(['lead_id', 'created_at']).execute();

  const demos = await db.selectFrom('demo_requests').selectAll().execute();
  await insertAll(
    db,
    demos.map((row) => ({
      kind: kindOfDemo[row.form as 'short' | 'detailed'],
      source_id: row.id,
      name: row.name,
      company: row.company,
      email: row.email,
      locale: row.locale,
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      referrer: row.referrer,
      landing_page: `${row.locale === 'ar' ? '/ar' : ''}${row.form === 'short' ? '/request-demo' : '/detailed-demo-request'}`,
      status: row.status === 'closed' ? 'lost' : row.status,
      created_at: row.created_at,
      updated_at: row.created_at,
    })),
  );
  const questions = await db.selectFrom('questions').selectAll().execute();
  await insertAll(
    db,
    questions.map((row) => ({
      kind: 'question',
      source_id: row.id,
      name: null,
      company: null,
      email: row.email,
      locale: row.locale,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      landing_page: `${row.locale === 'ar' ? '/ar' : ''}/resources/ask-anything`,
      status: row.status === 'answered' ? 'contacted' : 'new',
      created_at: row.created_at,
      updated_at: row.answered_at ?? row.created_at,
    })),
  );
  for (const table of ['resource_leads', 'event_registrations']) {
    const rows = await db.selectFrom(table).selectAll().execute();
    await insertAll(
      db,
      rows.map((row) => ({
        kind: table === 'resource_leads' ? row.kind : 'event',
        source_id: row.id,
        name: row.name,
        company: row.company,
        email: row.email,
        locale: row.locale,
        utm_source: row.utm_source,
        utm_medium: row.utm_medium,
        utm_campaign: row.utm_campaign,
        referrer: row.referrer,
        landing_page: row.page,
        status: 'new',
        created_at: row.created_at,
        updated_at: row.created_at,
      })),
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_activity').execute();
  await db.schema.dropTable('lead_search_terms').execute();
  await db.schema.dropTable('leads').execute();
}
