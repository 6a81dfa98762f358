import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LeadAssignmentRuleTable } from '../db/database';
import { inTransaction } from '../db/transaction';

export interface LeadTaker {
  id: string;
  username: string;
  takesLeads: boolean;
  notifyEmail: string | null;
}

/** The admins who could take leads (active admins), oldest first: the first is the fallback queue. */
export async function listLeadTakers(db: Kysely<Database>): Promise<LeadTaker[]> {
  const rows = await db
    .selectFrom('admins')
    .select(['id', 'username', 'takes_leads', 'notify_email'])
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .orderBy('created_at')
    .orderBy('username')
    .execute();
  return rows.map((row) => ({ id: row.id, username: row.username, takesLeads: row.takes_leads === 1, notifyEmail: row.notify_email }));
}

export type LeadTakerChange = { takesLeads?: boolean; notifyEmail?: string };

/**
 * Switches an active admin in or out of the round-robin and/or sets their notice address (empty: none).
 * Switched in, they join at the back of the turn (the highest turn so far), so nobody gets a run of leads.
 */
export async function changeLeadTaker(db: Kysely<Database>, id: string, change: LeadTakerChange): Promise<{ ok: true; username: string } | { ok: false }> {
  return inTransaction(db, async (trx) => {
    const admin = await trx.selectFrom('admins').select(['username', 'takes_leads']).where('id', '=', id).where('role', '=', 'admin').where('disabled_at', 'is', null).executeTakeFirst();
    if (!admin) return { ok: false } as const;
    const values: { takes_leads?: number; lead_turn?: number; notify_email?: string | null } = {};
    if (change.takesLeads !== undefined) {
      values.takes_leads = change.takesLeads ? 1 : 0;
      if (change.takesLeads && admin.takes_leads !== 1) {
        const top = await trx.selectFrom('admins').select((eb) => eb.fn.max('lead_turn').as('top')).executeTakeFirstOrThrow();
        values.lead_turn = Number(top.top ?? 0);
      }
    }
    if (change.notifyEmail !== undefined) values.notify_email = change.notifyEmail.trim().toLowerCase() || null;
    await trx.updateTable('admins').set(values).where('id', '=', id).execute();
    return { ok: true, username: admin.username } as const;
  });
}

export type LeadRule = Pick<LeadAssignmentRuleTable, 'id' | 'locale' | 'kind' | 'admin_id'> & { username: string };

export async function listLeadRules(db: Kysely<Database>): Promise<LeadRule[]> {
  return db
    .selectFrom('lead_assignment_rules')
    .innerJoin('admins', 'admins.id', 'lead_assignment_rules.admin_id')
    .select(['lead_assignment_rules.id', 'lead_assignment_rules.locale', 'lead_assignment_rules.kind', 'lead_assignment_rules.admin_id', 'admins.username'])
    .orderBy('lead_assignment_rules.created_at')
    .execute();
}

export type AddRuleOutcome = { ok: true; rule: LeadRule } | { ok: false; reason: 'bad-admin' | 'exists' };

/** A rule naming an active admin; the same language, kind and admin twice is refused. */
export async function addLeadRule(db: Kysely<Database>, input: { locale: 'en' | 'ar' | null; kind: string | null; adminId: string }, now = new Date()): Promise<AddRuleOutcome> {
  return inTransaction(db, async (trx) => {
    const admin = await trx.selectFrom('admins').select('username').where('id', '=', input.adminId).where('role', '=', 'admin').where('disabled_at', 'is', null).executeTakeFirst();
    if (!admin) return { ok: false, reason: 'bad-admin' } as const;
    const same = await trx
      .selectFrom('lead_assignment_rules')
      .select('id')
      .where('admin_id', '=', input.adminId)
      .where((eb) => (input.locale ? eb('locale', '=', input.locale) : eb('locale', 'is', null)))
      .where((eb) => (input.kind ? eb('kind', '=', input.kind) : eb('kind', 'is', null)))
      .executeTakeFirst();
    if (same) return { ok: false, reason: 'exists' } as const;
    const rule = { id: randomUUID(), locale: input.locale, kind: input.kind, admin_id: input.adminId, created_at: now.toISOString() };
    await trx.insertInto('lead_assignment_rules').values(rule).execute();
    return { ok: true, rule: { id: rule.id, locale: rule.locale, kind: rule.kind, admin_id: rule.admin_id, username: admin.username } } as const;
  });
}

export async function removeLeadRule(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('lead_assignment_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
