import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { factsPublished } from '@/server/site-facts/published';
import { restoreVersion } from '@/server/site-facts/store';

export const dynamic = 'force-dynamic';

/** Admins publish an earlier version again, as the next version (and it becomes the draft). */
export const POST = staffRoute({ role: 'admin' }, async ({ db, admin, t }, { params }: RouteContext<'/api/admin/site-facts/versions/[version]/restore'>) => {
  const { version: raw } = await params;
  const version = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  if (version === null) return jsonError(404, t('api.notFound'));
  const result = await restoreVersion(db, version, admin);
  if (!result.ok) return jsonError(result.reason === 'missing' ? 404 : 409, t(result.reason === 'missing' ? 'api.notFound' : 'site.conflict'));
  factsPublished();
  return ok({ version: result.version.version, restoredFrom: version, message: t('site.restored', { from: version, version: result.version.version }) });
});
