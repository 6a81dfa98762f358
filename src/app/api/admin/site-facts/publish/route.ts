import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { factsPublished } from '@/server/site-facts/published';
import { publishDraft } from '@/server/site-facts/store';

export const dynamic = 'force-dynamic';

/** Admins publish the draft as the next version; every page showing a fact changes on its next visit. */
export const POST = staffRoute({ role: 'admin' }, async ({ db, admin, t }) => {
  const result = await publishDraft(db, admin);
  if (!result.ok) return jsonError(409, t(result.reason === 'unchanged' ? 'site.unchanged' : 'site.conflict'));
  factsPublished();
  return ok({ version: result.version.version, changes: result.version.changes, message: t('site.publishedNow', { version: result.version.version }) });
});
