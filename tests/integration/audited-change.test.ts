/**
 * A staff change and its audit row commit together or not at all, on both databases: a failure after
 * the change (before its audit row), a failing audit insert, and a failure after both inside a larger
 * transaction each leave neither the change nor an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '@/schemas/event';
import { inTransaction } from '@/server/db/transaction';
import { createEvent } from '@/server/events/events';
import { auditedChange } from '@/server/http/staff-route';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const event = (slug: string) =>
  eventSchema.parse({ slug, kind: 'webinar', titleEn: 'Chiller clinic', titleAr: 'عيادة المبردات', summaryEn: 'One hour.', summaryAr: 'ساعة.', descriptionEn: 'Chillers.', descriptionAr: 'المبردات.', startsAt: `${day}T10:00`, endsAt: `${day}T11:00`, mode: 'online', language: 'ar', capacity: 50, published: false });
const actor = { id: '00000000-0000-4000-8000-000000000001', username: 'auditor' };

describe.each(databaseKinds)('an audited staff change on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.drop());

  const stored = async (slug: string) => ({
    events: (await database.db.selectFrom('events').select('id').where('slug', '=', slug).execute()).length,
    audit: (await database.db.selectFrom('audit_log').select('id').where('action', '=', 'event.create').where('details', 'like', `%${slug}%`).execute()).length,
  });
  const create = (slug: string, audit: Record<string, unknown> = {}) =>
    auditedChange(database.db, actor, async (trx) => {
      const saved = await createEvent(trx, event(slug));
      return { result: saved, audit: { action: 'event.create', targetKind: 'event', details: { slug }, ...audit } };
    });

  it('stores the change and its audit row together', async () => {
    await create('audited-ok');
    expect(await stored('audited-ok')).toEqual({ events: 1, audit: 1 });
  });

  it('stores neither when the change fails after writing, before its audit row', async () => {
    await expect(
      auditedChange(database.db, actor, async (trx) => {
        await createEvent(trx, event('audited-fails-after-change'));
        throw new Error('the change failed after its write');
      }),
    ).rejects.toThrow('the change failed');
    expect(await stored('audited-fails-after-change')).toEqual({ events: 0, audit: 0 });
  });

  it('stores neither when the audit insert fails', async () => {
    await expect(create('audited-audit-fails', { action: null })).rejects.toThrow();
    expect(await stored('audited-audit-fails')).toEqual({ events: 0, audit: 0 });
  });

  it('stores neither when the transaction fails after the audit insert', async () => {
    await expect(
      inTransaction(database.db, async (trx) => {
        await auditedChange(trx, actor, async (inner) => ({ result: await createEvent(inner, event('audited-fails-after-audit')), audit: { action: 'event.create', targetKind: 'event', details: { slug: 'audited-fails-after-audit' } } }));
        throw new Error('failed after the audit row');
      }),
    ).rejects.toThrow('failed after the audit row');
    expect(await stored('audited-fails-after-audit')).toEqual({ events: 0, audit: 0 });
  });
});
