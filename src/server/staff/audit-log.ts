import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionAdmin } from '../auth/sessions';
import type { AuditEntry, Database } from '../db/database';
import { addDays, riyadhDayStart } from '@/lib/riyadh-time';

export interface AuditInput {
  /** Who acted; null when nobody is signed in (a refused sign-in). */
  actor: Pick<SessionAdmin, 'id' | 'username'> | null;
  /** `area.verb`, e.g. `session.sign-in`, `post.update`, `lead.status`, `newsletter.export`, `lead.erase`. */
  action: string;
  targetKind?: string;
  targetId?: string;
  /** Short facts about the change (a status, a count, filters). Never a lead's or subscriber's personal data. */
  details?: Record<string, string | number | boolean | null>;
}

/** Appends one entry to the audit log. Call it after the change it records has been stored. */
export async function recordAudit(db: Kysely<Database>, input: AuditInput, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      actor_id: input.actor?.id ?? null,
      actor_name: input.actor?.username ?? null,
      action: input.action,
      target_kind: input.targetKind ?? null,
      target_id: input.targetId ?? null,
      details: input.details ? JSON.stringify(input.details).slice(0, 2000) : null,
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  action?: string;
  /** A staff username as stored with the entry. */
  actor?: string;
  /** Days (YYYY-MM-DD) in Riyadh time, both included. */
  from?: string;
  to?: string;
  page: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pages: number;
}

/** One page of the audit log, newest first, with the filters applied. */
export async function listAudit(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  let filtered = db.selectFrom('audit_log');
  if (query.action) filtered = filtered.where('action', '=', query.action);
  if (query.actor) filtered = filtered.where('actor_name', '=', query.actor);
  if (query.from) filtered = filtered.where('created_at', '>=', riyadhDayStart(query.from));
  if (query.to) filtered = filtered.where('created_at', '<', riyadhDayStart(addDays(query.to, 1)));
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const entries = await filtered
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { entries, total, page, pages };
}

/** The actions and the staff usernames the log holds, for the filters' choices. */
export async function auditChoices(db: Kysely<Database>): Promise<{ actions: string[]; actors: string[] }> {
  const actions = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  const actors = await db.selectFrom('audit_log').select('actor_name').distinct().where('actor_name', 'is not', null).orderBy('actor_name').execute();
  return { actions: actions.map((row) => row.action), actors: actors.map((row) => row.actor_name!) };
}
