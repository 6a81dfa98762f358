import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import type { LeadKind } from '@/server/db/database';
import { addLeadNote, recordLead, updateLead } from '@/server/leads/inbox';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const PASSWORD = 'a-long-password-1';

describe.each(databaseKinds)('lead owners and first response on %s', (kind) => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Created in this order: "boss" is the first admin (the fallback queue).
    for (const [name, role] of [['boss', 'admin'], ['amal', 'admin'], ['badr', 'admin'], ['carl', 'admin'], ['eddy', 'editor']] as const) {
      await upsertAdmin(database.db, name, PASSWORD, role);
      ids[name] = (await findAdminByUsername(database.db, name))!.id;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('lead_assignment_rules').execute();
    await database.db.updateTable('admins').set({ takes_leads: 0, lead_turn: 0, disabled_at: null }).execute();
  });

  let sequence = 0;
  async function newLead(input: { kind?: LeadKind; locale?: 'en' | 'ar'; ownerId?: string | null; createdAt?: string } = {}) {
    const id = await database.db.transaction().execute((trx) =>
      recordLead(trx, { kind: input.kind ?? 'demo-short', sourceId: randomUUID(), email: `l${(sequence += 1)}@example.sa`, locale: input.locale ?? 'ar', createdAt: input.createdAt ?? new Date().toISOString(), ownerId: input.ownerId }),
    );
    return database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
  const takes = (...names: string[]) => database.db.updateTable('admins').set({ takes_leads: 1 }).where('username', 'in', names).execute();
  const nameOf = (id: string | null) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? null;

  it('with nobody taking leads, every lead goes to the first active admin (never unassigned)', async () => {
    expect(nameOf((await newLead()).owner_id)).toBe('boss');
    expect(nameOf((await newLead({ kind: 'question', locale: 'en' })).owner_id)).toBe('boss');
    await database.db.updateTable('admins').set({ disabled_at: new Date().toISOString() }).where('id', '=', ids.boss!).execute();
    expect(nameOf((await newLead()).owner_id)).toBe('amal');
  });

  it('an editor never owns a lead (editors see no lead data), even when switched on or named by a rule', async () => {
    await takes('eddy');
    await database.db.insertInto('lead_assignment_rules').values({ id: randomUUID(), locale: 'en', kind: null, admin_id: ids.eddy!, created_at: new Date().toISOString() }).execute();
    expect(nameOf((await newLead({ locale: 'en' })).owner_id)).toBe('boss');
    expect(nameOf((await newLead({ ownerId: ids.eddy })).owner_id)).toBe('boss');
  });

  it('round-robin is fair: each taker gets one lead in turn', async () => {
    await takes('amal', 'badr', 'carl');
    const owners = [];
    for (let count = 0; count < 9; count += 1) owners.push(nameOf((await newLead()).owner_id));
    expect(owners.slice(0, 3).sort()).toEqual(['amal', 'badr', 'carl']);
    expect(owners.slice(3, 6)).toEqual(owners.slice(0, 3));
    expect(owners.slice(6, 9)).toEqual(owners.slice(0, 3));
  });

  it('disabled staff are skipped; when every taker is disabled the fallback admin gets the lead', async () => {
    await takes('amal', 'badr');
    await database.db.updateTable('admins').set({ disabled_at: new Date().toISOString() }).where('id', '=', ids.badr!).execute();
    for (let count = 0; count < 3; count += 1) expect(nameOf((await newLead()).owner_id)).toBe('amal');
    await database.db.updateTable('admins').set({ disabled_at: new Date().toISOString() }).where('id', '=', ids.amal!).execute();
    expect(nameOf((await newLead()).owner_id)).toBe('boss');
  });

  it('rules by language and kind: the most specific wins, disabled ones are ignored, uncovered kinds go round-robin', async () => {
    await takes('carl');
    const now = new Date().toISOString();
    await database.db.insertInto('lead_assignment_rules').values([
      { id: randomUUID(), locale: 'en', kind: null, admin_id: ids.amal!, created_at: now },
      { id: randomUUID(), locale: 'en', kind: 'question', admin_id: ids.badr!, created_at: now },
      { id: randomUUID(), locale: 'ar', kind: 'event', admin_id: ids.boss!, created_at: now },
    ]).execute();
    expect(nameOf((await newLead({ locale: 'en', kind: 'demo-short' })).owner_id)).toBe('amal');
    expect(nameOf((await newLead({ locale: 'en', kind: 'question' })).owner_id)).toBe('badr');
    expect(nameOf((await newLead({ locale: 'ar', kind: 'event' })).owner_id)).toBe('boss');
    expect(nameOf((await newLead({ locale: 'ar', kind: 'guide' })).owner_id)).toBe('carl');
    // A rule naming a disabled account falls through to the next most specific one.
    await database.db.updateTable('admins').set({ disabled_at: now }).where('id', '=', ids.badr!).execute();
    expect(nameOf((await newLead({ locale: 'en', kind: 'question' })).owner_id)).toBe('amal');
  });

  it('a requested owner (a booked demo host) wins when active; an unknown or disabled id falls back to the turn', async () => {
    await takes('amal');
    expect(nameOf((await newLead({ ownerId: ids.carl })).owner_id)).toBe('carl');
    expect(nameOf((await newLead({ ownerId: 'no-such-account' })).owner_id)).toBe('amal');
    await database.db.updateTable('admins').set({ disabled_at: new Date().toISOString() }).where('id', '=', ids.carl!).execute();
    expect(nameOf((await newLead({ ownerId: ids.carl })).owner_id)).toBe('amal');
  });

  it('concurrent posts are shared out evenly (no taker gets two turns at once)', async () => {
    await takes('amal', 'badr', 'carl', 'boss');
    const leads = await Promise.all(Array.from({ length: 24 }, () => newLead()));
    const counts: Record<string, number> = {};
    for (const lead of leads) counts[nameOf(lead.owner_id)!] = (counts[nameOf(lead.owner_id)!] ?? 0) + 1;
    expect(counts).toEqual({ amal: 6, badr: 6, boss: 6, carl: 6 });
  });

  it('a new lead is due one working hour after arrival and owes its owner a notice', async () => {
    // Friday night in Riyadh: due Sunday 10:00, escalated Sunday 13:00.
    const lead = await newLead({ createdAt: '2026-11-27T19:00:00.000Z' });
    expect(lead.due_at).toBe('2026-11-29T07:00:00.000Z');
    expect(lead.escalate_at).toBe('2026-11-29T10:00:00.000Z');
    expect(lead.owner_notified_at).toBeNull();
    expect(lead.first_response_at).toBeNull();
  });

  it('the first response is the first status change past new, set once, in working minutes', async () => {
    const lead = await newLead({ createdAt: '2026-11-26T14:30:00.000Z' }); // Thursday 17:30 Riyadh
    await updateLead(database.db, lead.id, { status: 'contacted' }, null, new Date('2026-11-29T06:45:00.000Z')); // Sunday 09:45
    await updateLead(database.db, lead.id, { status: 'qualified' }, null, new Date('2026-11-29T09:00:00.000Z'));
    const stored = await database.db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored.first_response_at).toBe('2026-11-29T06:45:00.000Z');
    expect(stored.first_response_minutes).toBe(75);
  });

  it('a plain note is not a response; a note marked as a call is, and only the first counts', async () => {
    const lead = await newLead({ createdAt: '2026-11-29T07:00:00.000Z' }); // Sunday 10:00
    await addLeadNote(database.db, lead.id, 'Looked them up', null, new Date('2026-11-29T07:10:00.000Z'));
    let stored = await database.db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored.first_response_at).toBeNull();
    await addLeadNote(database.db, lead.id, 'Called, will send prices', null, new Date('2026-11-29T07:20:00.000Z'), 'call');
    await addLeadNote(database.db, lead.id, 'WhatsApp follow-up', null, new Date('2026-11-29T08:20:00.000Z'), 'whatsapp');
    await updateLead(database.db, lead.id, { status: 'contacted' }, null, new Date('2026-11-29T09:00:00.000Z'));
    stored = await database.db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ first_response_at: '2026-11-29T07:20:00.000Z', first_response_minutes: 20 });
    const notes = await database.db.selectFrom('lead_activity').select(['body', 'contact_type']).where('lead_id', '=', lead.id).where('kind', '=', 'note').orderBy('created_at').execute();
    expect(notes.map((note) => note.contact_type)).toEqual([null, 'call', 'whatsapp']);
  });

  it('reassigning validates the account and owes the new owner a notice', async () => {
    const lead = await newLead();
    await database.db.updateTable('leads').set({ owner_notified_at: new Date().toISOString() }).where('id', '=', lead.id).execute();
    expect(await updateLead(database.db, lead.id, { ownerId: 'nobody-here' }, null)).toEqual({ ok: false, reason: 'bad-owner' });
    const result = await updateLead(database.db, lead.id, { ownerId: ids.amal }, null);
    expect(result.ok).toBe(true);
    const stored = await database.db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ owner_id: ids.amal, owner_notified_at: null });
  });
});

describe.each(databaseKinds)('staff choose who takes leads on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const [name, role] of [['boss', 'admin'], ['amal', 'admin'], ['eddy', 'editor']] as const) await upsertAdmin(database.db, name, PASSWORD, role);
  });
  afterAll(async () => database?.drop());

  it('switches an admin in at the back of the turn, keeps a notice address, refuses editors; rules refuse duplicates and editors', async () => {
    const { addLeadRule, changeLeadTaker, listLeadRules, listLeadTakers } = await import('@/server/leads/takers');
    const id = async (name: string) => (await findAdminByUsername(database.db, name))!.id;
    await database.db.updateTable('admins').set({ lead_turn: 7 }).where('username', '=', 'boss').execute();
    expect(await changeLeadTaker(database.db, await id('amal'), { takesLeads: true, notifyEmail: ' Amal@Siyana.sa ' })).toEqual({ ok: true, username: 'amal' });
    expect(await changeLeadTaker(database.db, await id('eddy'), { takesLeads: true })).toEqual({ ok: false });
    const takers = await listLeadTakers(database.db);
    expect(takers.map((taker) => [taker.username, taker.takesLeads, taker.notifyEmail])).toEqual([['boss', false, null], ['amal', true, 'amal@siyana.sa']]);
    expect((await database.db.selectFrom('admins').select('lead_turn').where('username', '=', 'amal').executeTakeFirstOrThrow()).lead_turn).toBe(7);
    expect((await addLeadRule(database.db, { locale: 'en', kind: null, adminId: await id('amal') })).ok).toBe(true);
    expect(await addLeadRule(database.db, { locale: 'en', kind: null, adminId: await id('amal') })).toEqual({ ok: false, reason: 'exists' });
    expect(await addLeadRule(database.db, { locale: null, kind: 'question', adminId: await id('eddy') })).toEqual({ ok: false, reason: 'bad-admin' });
    expect(await addLeadRule(database.db, { locale: null, kind: 'question', adminId: 'nobody' })).toEqual({ ok: false, reason: 'bad-admin' });
    expect((await listLeadRules(database.db)).map((rule) => [rule.locale, rule.kind, rule.username])).toEqual([['en', null, 'amal']]);
  });
});
