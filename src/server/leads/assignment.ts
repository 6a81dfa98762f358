import 'server-only';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database, LeadKind } from '../db/database';

interface Taker {
  id: string;
  takes_leads: number;
  lead_turn: number;
  created_at: string;
  username: string;
}

export type AssignmentReason = 'requested' | 'rule' | 'round-robin' | 'fallback';

/** The first active admin: who gets a lead when nobody (or nobody valid) takes it. */
function fallbackOf(active: Taker[]): Taker | undefined {
  return [...active].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.username.localeCompare(b.username))[0];
}

/**
 * Who owns a new lead, chosen in the transaction that stores it. Only active admins own leads (editors
 * never see lead data), so a rule or switch naming an editor or a disabled account is passed over:
 * 1. `requestedId` (a booked demo's host) when it names an active account;
 * 2. else the most specific rules that match the lead's language and kind (both > one > none) and name
 *    active accounts, taken in turn;
 * 3. else the active accounts that take leads, in turn;
 * 4. else the first active admin (the fallback queue). Null only when the site has no active admin at all.
 *
 * "In turn": the candidate with the lowest `lead_turn` (ties: the id) gets the lead and the next turn
 * number. On PostgreSQL the candidates' rows are locked first, so two posts at once read each other's
 * turn and never give the same turn twice; SQLite runs one write transaction at a time.
 */
export async function chooseLeadOwner(
  trx: Kysely<Database>,
  lead: { kind: LeadKind; locale: 'en' | 'ar' },
  requestedId?: string | null,
): Promise<{ ownerId: string | null; reason: AssignmentReason }> {
  const active: Taker[] = await trx.selectFrom('admins').select(['id', 'takes_leads', 'lead_turn', 'created_at', 'username']).where('disabled_at', 'is', null).where('role', '=', 'admin').execute();
  if (requestedId && active.some((admin) => admin.id === requestedId)) return { ownerId: requestedId, reason: 'requested' };

  const activeIds = new Set(active.map((admin) => admin.id));
  const rules = await trx.selectFrom('lead_assignment_rules').select(['locale', 'kind', 'admin_id']).execute();
  const matching = rules
    .filter((rule) => activeIds.has(rule.admin_id) && (rule.locale === null || rule.locale === lead.locale) && (rule.kind === null || rule.kind === lead.kind))
    .map((rule) => ({ id: rule.admin_id, weight: (rule.locale ? 1 : 0) + (rule.kind ? 1 : 0) }));
  const best = Math.max(-1, ...matching.map((rule) => rule.weight));
  let pool = [...new Set(matching.filter((rule) => rule.weight === best).map((rule) => rule.id))];
  let reason: AssignmentReason = 'rule';
  if (!pool.length) {
    pool = active.filter((admin) => admin.takes_leads === 1).map((admin) => admin.id);
    reason = 'round-robin';
  }
  if (!pool.length) return { ownerId: fallbackOf(active)?.id ?? null, reason: 'fallback' };
  if (pool.length === 1) return { ownerId: pool[0]!, reason };

  const query = trx.selectFrom('admins').select(['id', 'lead_turn']).where('id', 'in', pool).orderBy('id');
  const turns = trx.getExecutor().adapter instanceof PostgresAdapter ? await query.forUpdate().execute() : await query.execute();
  const next = turns.reduce((low, row) => (row.lead_turn < low.lead_turn || (row.lead_turn === low.lead_turn && row.id < low.id) ? row : low));
  const top = Math.max(...turns.map((row) => row.lead_turn));
  await trx.updateTable('admins').set({ lead_turn: top + 1 }).where('id', '=', next.id).execute();
  return { ownerId: next.id, reason };
}
