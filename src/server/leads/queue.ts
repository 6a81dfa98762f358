import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadFilter } from '@/schemas/lead';
import type { Database } from '../db/database';
import { countLeads, leadWhere, listLeads, type LeadPage } from './inbox';

/**
 * One page of the filtered inbox, open leads first by how overdue they are (their due instant, oldest
 * first), then answered leads newest first. Two index ranges read in order (open: `first_response_at`
 * null by `due_at`; answered: by `created_at`), so no sort of the whole list is needed at any size.
 */
export async function listLeadsDueFirst(db: Kysely<Database>, filter: LeadFilter, { page = 1, pageSize = 25 } = {}): Promise<LeadPage> {
  if (filter.sort === 'newest') return listLeads(db, filter, { page, pageSize });
  // The whole list's count from the filter's own index; the open leads' from the waiting index.
  const [total, waiting] = await Promise.all([
    countLeads(db, filter),
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(leadWhere(filter))
      .where('first_response_at', 'is', null)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count)),
  ]);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages);
  const offset = (current - 1) * pageSize;
  const rows = [];
  if (offset < waiting) {
    const ids = db.selectFrom('leads').select('id').where(leadWhere(filter)).where('first_response_at', 'is', null).orderBy('due_at').orderBy('id').limit(pageSize).offset(offset);
    rows.push(...(await db.selectFrom('leads').selectAll().where('id', 'in', ids).orderBy('due_at').orderBy('id').execute()));
  }
  if (rows.length < pageSize && offset + rows.length >= waiting) {
    const ids = db
      .selectFrom('leads')
      .select('id')
      .where(leadWhere(filter))
      .where('first_response_at', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize - rows.length)
      .offset(Math.max(0, offset - waiting));
    rows.push(...(await db.selectFrom('leads').selectAll().where('id', 'in', ids).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()));
  }
  return { rows, total, page: current, pages };
}
