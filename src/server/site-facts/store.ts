import 'server-only';
import type { Kysely } from 'kysely';
import { siteFactGroups, siteFactsSchema, type SiteFacts } from '@/schemas/site-facts';
import type { Database } from '../db/database';
import { recordAudit } from '../staff/audit-log';
import { inTransaction } from '../db/transaction';

/** Who changes the facts: the staff member signed in. */
export interface FactsActor {
  id: string;
  username: string;
}

export interface FactsVersion {
  version: number;
  facts: SiteFacts;
  /** Dotted fields that differ from the version before ("company.vatNumber", "integrations"). */
  changes: string[];
  publishedBy: string | null;
  publishedAt: string;
  restoredFrom: number | null;
}

const DRAFT_ID = 'default';

/** Stored JSON read back through the schema: a row written by an older schema never breaks a page. */
function factsOf(json: string | null | undefined): SiteFacts {
  if (!json) return {};
  try {
    const parsed = siteFactsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function versionOf(row: Database['site_facts_versions'] extends infer T ? { [K in keyof T]: T[K] } : never): FactsVersion {
  let changes: string[] = [];
  try {
    changes = JSON.parse(row.changes) as string[];
  } catch {
    changes = [];
  }
  return { version: Number(row.version), facts: factsOf(row.facts), changes, publishedBy: row.published_by, publishedAt: row.published_at, restoredFrom: row.restored_from === null ? null : Number(row.restored_from) };
}

/** The published facts (the highest version), or none. */
export async function latestVersion(db: Kysely<Database>): Promise<FactsVersion | null> {
  const row = await db.selectFrom('site_facts_versions').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row ? versionOf(row) : null;
}

/** The draft staff work on; before the first save, what is published. */
export async function readDraft(db: Kysely<Database>): Promise<SiteFacts> {
  const row = await db.selectFrom('site_facts_draft').select('facts').where('id', '=', DRAFT_ID).executeTakeFirst();
  if (row) return factsOf(row.facts);
  return (await latestVersion(db))?.facts ?? {};
}

/** The publishes, newest first. */
export async function listVersions(db: Kysely<Database>, limit = 50): Promise<FactsVersion[]> {
  const rows = await db.selectFrom('site_facts_versions').selectAll().orderBy('version', 'desc').limit(limit).execute();
  return rows.map(versionOf);
}

/** The draft with each group of `patch` put in place of the same group (a list replaces the whole list). */
export function mergeDraft(draft: SiteFacts, patch: SiteFacts): SiteFacts {
  const merged: SiteFacts = { ...draft };
  for (const group of siteFactGroups) if (group in patch) (merged as Record<string, unknown>)[group] = patch[group];
  return merged;
}

/** Dotted fields that differ between two sets of facts: a group's own fields, or the whole list. */
export function changedFields(before: SiteFacts, after: SiteFacts): string[] {
  const changed: string[] = [];
  for (const group of siteFactGroups) {
    const a = before[group];
    const b = after[group];
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    if (a && b && !Array.isArray(a) && !Array.isArray(b) && typeof a === 'object' && typeof b === 'object') {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      for (const key of keys) {
        if (JSON.stringify((a as Record<string, unknown>)[key] ?? null) !== JSON.stringify((b as Record<string, unknown>)[key] ?? null)) changed.push(`${group}.${key}`);
      }
    } else changed.push(group);
  }
  return changed;
}

/** Saves the groups of `patch` into the draft, audited in the same transaction. */
export async function saveDraft(db: Kysely<Database>, patch: SiteFacts, actor: FactsActor, now = new Date()): Promise<SiteFacts> {
  return inTransaction(db, async (trx) => {
    const before = await readDraft(trx);
    const draft = mergeDraft(before, patch);
    const at = now.toISOString();
    await trx
      .insertInto('site_facts_draft')
      .values({ id: DRAFT_ID, facts: JSON.stringify(draft), updated_by: actor.username, updated_at: at })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ facts: JSON.stringify(draft), updated_by: actor.username, updated_at: at }))
      .execute();
    await recordAudit(trx, { actor, action: 'site-facts.draft', targetKind: 'site-facts', targetId: 'draft', details: { changes: changedFields(before, draft).join(', ') } }, now);
    return draft;
  });
}

export type PublishResult = { ok: true; version: FactsVersion } | { ok: false; reason: 'unchanged' | 'missing' | 'conflict' };

async function insertVersion(db: Kysely<Database>, facts: SiteFacts, actor: FactsActor, now: Date, restoredFrom: number | null, action: 'site-facts.publish' | 'site-facts.restore'): Promise<PublishResult> {
  try {
    return await inTransaction(db, async (trx) => {
      const latest = await latestVersion(trx);
      const changes = changedFields(latest?.facts ?? {}, facts);
      if (changes.length === 0 && restoredFrom === null) return { ok: false, reason: 'unchanged' } as const;
      const version = (latest?.version ?? 0) + 1;
      const at = now.toISOString();
      await trx.insertInto('site_facts_versions').values({ version, facts: JSON.stringify(facts), changes: JSON.stringify(changes), published_by: actor.username, published_at: at, restored_from: restoredFrom }).execute();
      if (restoredFrom !== null) {
        await trx
          .insertInto('site_facts_draft')
          .values({ id: DRAFT_ID, facts: JSON.stringify(facts), updated_by: actor.username, updated_at: at })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ facts: JSON.stringify(facts), updated_by: actor.username, updated_at: at }))
          .execute();
      }
      await recordAudit(trx, { actor, action, targetKind: 'site-facts', targetId: String(version), details: { version, changes: changes.join(', '), ...(restoredFrom === null ? {} : { restoredFrom }) } }, now);
      return { ok: true, version: { version, facts, changes, publishedBy: actor.username, publishedAt: at, restoredFrom } } as const;
    });
  } catch (error) {
    // Two publishes at once: the second took the same number. Nothing of it was stored.
    if (/unique|duplicate|primary key/i.test(String((error as Error)?.message))) return { ok: false, reason: 'conflict' };
    throw error;
  }
}

/** Publishes the draft as the next version (audited in the same transaction); refused when nothing changed. */
export async function publishDraft(db: Kysely<Database>, actor: FactsActor, now = new Date()): Promise<PublishResult> {
  const draft = await readDraft(db);
  return insertVersion(db, draft, actor, now, null, 'site-facts.publish');
}

/** Publishes an earlier version again, as a new version, and makes it the draft. */
export async function restoreVersion(db: Kysely<Database>, version: number, actor: FactsActor, now = new Date()): Promise<PublishResult> {
  const row = await db.selectFrom('site_facts_versions').selectAll().where('version', '=', version).executeTakeFirst();
  if (!row) return { ok: false, reason: 'missing' };
  return insertVersion(db, versionOf(row).facts, actor, now, version, 'site-facts.restore');
}
