import { staffLanguageSchema } from '@/schemas/staff-language';
import { staffLanguageCookieOptions } from '@/server/auth/request';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { setStaffLocale, STAFF_LANGUAGE_COOKIE, staffTranslator } from '@/server/staff/language';

/**
 * The signed-in staff member's own staff-area language (any role): `{ locale: 'ar' | 'en' }`. Stored on
 * the account, so every page (and every e-mail to the account) follows it from the next request on; the
 * answer's message is already in the new language.
 */
export const PATCH = staffRoute(
  { role: 'editor', schema: staffLanguageSchema, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale, 'StaffLanguage')('account.invalid'), { field: 'locale' }) },
  async ({ request, admin, t, body: { locale }, audited }) => {
    const found = await audited(async (trx) => {
      const saved = await setStaffLocale(trx, admin.id, locale);
      return { result: saved, audit: saved && locale !== admin.locale ? { action: 'account.language', targetKind: 'staff', targetId: admin.id, details: { language: locale } } : null };
    });
    if (!found) return jsonError(404, t('api.notFound'));
    const response = ok({ locale, message: staffTranslator(locale, 'StaffLanguage')('account.saved') });
    response.cookies.set(STAFF_LANGUAGE_COOKIE, locale, staffLanguageCookieOptions(request));
    return response;
  },
);
