import { staffLanguageSchema } from '@/schemas/staff-language';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate, staffLanguageCookieOptions } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { setStaffLocale, STAFF_LANGUAGE_COOKIE, staffTranslator } from '@/server/staff/language';

/**
 * The signed-in staff member's own staff-area language (any role): `{ locale: 'ar' | 'en' }`. Stored on
 * the account, so every page (and every e-mail to the account) follows it from the next request on; the
 * answer's message is already in the new language.
 */
export async function PATCH(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const words = staffTranslator(auth.admin.locale, 'StaffLanguage');
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = staffLanguageSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, words('account.invalid'), { field: 'locale' });
  const { locale } = parsed.data;
  return guarded(async () => {
    const db = getDatabase().db;
    if (!(await setStaffLocale(db, auth.admin.id, locale))) return jsonError(404, staffTranslator(auth.admin.locale)('api.notFound'));
    if (locale !== auth.admin.locale) await recordAudit(db, { actor: auth.admin, action: 'account.language', targetKind: 'staff', targetId: auth.admin.id, details: { language: locale } });
    const response = ok({ locale, message: staffTranslator(locale, 'StaffLanguage')('account.saved') });
    response.cookies.set(STAFF_LANGUAGE_COOKIE, locale, staffLanguageCookieOptions(request));
    return response;
  }, auth.admin.locale);
}
