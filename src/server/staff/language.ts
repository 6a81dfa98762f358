import 'server-only';
import type { Kysely } from 'kysely';
import { createTranslator } from 'next-intl';
import { cookies } from 'next/headers';
import { cache } from 'react';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { readPageStaff } from '../auth/request';
import type { Database, StaffLocale } from '../db/database';
import { dateLocaleOf, staffDateFormat, staffDateTimeFormat, staffDateTimeSecondsFormat, staffTimeFormat } from '@/lib/riyadh-time';

/*
 * The staff area's language: ONE way for every staff page, component, route handler and e-mail.
 *
 * Each staff account reads the staff area in Arabic (`ar`, the default, right-to-left) or English (`en`),
 * stored on the account (`admins.locale`, chosen on /admin/account). Nobody signed in (the sign-in page):
 * Arabic, or English after the page's visible switch (the STAFF_LANGUAGE_COOKIE), never the browser's
 * Accept-Language (a shared office computer set to English must not turn the Arabic staff area English).
 *
 * - A page or server component:      const t = await staffText();                 // the `Admin` words
 *                                     const t = await staffText('AdminDemos');     // another staff namespace
 *   (`const adminText = await staffText();` at the top of a component switches code written for the old
 *   Arabic-only `adminText` in one line.)  Dates and numbers: `staffFormats(await staffLocale())`.
 *   Or with next-intl: getTranslations({ locale: await staffLocale(), namespace: 'AdminDemos' }).
 * - Metadata:                         export async function generateMetadata() { return { title: (await staffText())('…') }; }
 * - A client island:                  useTranslations('Admin' | 'AdminDemos' …), useLocale(): the layout's
 *   provider carries the account's locale and every namespace of STAFF_NAMESPACES (add yours there).
 * - A route handler:                  const auth = await authenticate(request); staffTranslator(auth.admin.locale, 'AdminX')
 *   (before sign-in: staffTranslator(requestStaffLocale(request))).
 * - An e-mail to a staff account:     staffTranslator(await staffLocaleOf(db, accountId), 'AdminX'), staffFormats(that locale).
 * - `lang`/`dir`:                     only the staff layout (src/app/admin/layout.tsx) sets them, from staffLocale().
 */

export type { StaffLocale } from '../db/database';

/** The sign-in page's language switch (nobody is signed in, so no account to store it on): `en`, else Arabic. */
export const STAFF_LANGUAGE_COOKIE = 'siyana_staff_lang';

/** The message namespaces of the staff area: the layout hands each to the client islands in the reader's language. */
export const STAFF_NAMESPACES = ['Admin', 'StaffLanguage', 'AdminConversation', 'AdminResponse', 'AdminDemos'] as const;
type StaffNamespace = (typeof STAFF_NAMESPACES)[number];

type Messages = typeof ar;
// Both catalogues hold the same keys (checked by the messages test): typed by the Arabic one.
const catalogues: Record<StaffLocale, Messages> = { ar, en: en as Messages };

function fail(error: Error): never {
  throw error;
}

const made = new Map<string, unknown>();

/** The words of a staff namespace in `locale` (made once per locale and namespace); for code that knows the locale. */
export function staffTranslator<N extends StaffNamespace = 'Admin'>(locale: StaffLocale, namespace: N = 'Admin' as N) {
  const key = `${locale}:${namespace}`;
  let translator = made.get(key) as ReturnType<typeof createTranslator<Messages, N>> | undefined;
  if (!translator) {
    translator = createTranslator<Messages, N>({ locale, messages: catalogues[locale], namespace, onError: fail });
    made.set(key, translator);
  }
  return translator;
}

/** The `Admin` words in one language, as handed to helpers that format for a page. */
export type StaffText = ReturnType<typeof staffTranslator<'Admin'>>;

/** A stored or requested value as a staff locale: anything but `en` is Arabic, the default. */
export function asStaffLocale(value: string | null | undefined): StaffLocale {
  return value === 'en' ? 'en' : 'ar';
}

/** The page request's staff language (once per request): the signed-in account's, else the sign-in switch's cookie. */
export const staffLocale = cache(async (): Promise<StaffLocale> => {
  const staff = await readPageStaff();
  if (staff) return staff.locale;
  return asStaffLocale((await cookies()).get(STAFF_LANGUAGE_COOKIE)?.value);
});

/** The words of a staff namespace in the page request's staff language. */
export async function staffText<N extends StaffNamespace = 'Admin'>(namespace: N = 'Admin' as N) {
  return staffTranslator(await staffLocale(), namespace);
}

/** A route handler's language before anyone is signed in (the sign-in form): the sign-in switch's cookie. */
export function requestStaffLocale(request: Request): StaffLocale {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${STAFF_LANGUAGE_COOKIE}=([^;]*)`));
  return asStaffLocale(match?.[1]);
}

/** The language a staff account chose, for e-mails and anything sent to it; Arabic for an unknown account. */
export async function staffLocaleOf(db: Kysely<Database>, accountId: string): Promise<StaffLocale> {
  const row = await db.selectFrom('admins').select('locale').where('id', '=', accountId).executeTakeFirst();
  return asStaffLocale(row?.locale);
}

/** Stores an account's staff language; it applies from the next page it opens. */
export async function setStaffLocale(db: Kysely<Database>, accountId: string, locale: StaffLocale, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('admins').set({ locale, updated_at: now.toISOString() }).where('id', '=', accountId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function makeFormats(locale: StaffLocale) {
  // Gregorian calendar and Western digits in both staff languages, as the site writes them (src/lib/riyadh-time.ts).
  return {
    locale,
    dir: locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
    /** 27 Nov 2026, 09:30 */
    dateTime: staffDateTimeFormat(locale),
    /** 27 Nov 2026, 09:30:15 */
    dateTimeSeconds: staffDateTimeSecondsFormat(locale),
    date: staffDateFormat(locale),
    time: staffTimeFormat(locale),
    number: new Intl.NumberFormat(dateLocaleOf(locale)),
  };
}
const formats = { ar: makeFormats('ar'), en: makeFormats('en') };

/** Dates (Riyadh time) and numbers in a staff language, with Western digits. */
export function staffFormats(locale: StaffLocale) {
  return formats[locale];
}
