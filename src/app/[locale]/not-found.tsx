import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import type { Locale } from '@/i18n/routing';

/**
 * notFound() called while a page renders. Next 16 draws this one only in the browser (after a
 * client-side navigation); requests get the server-rendered global-not-found.tsx, so pages avoid
 * calling notFound() for a request (see features/not-found/missing-kind.ts).
 */
export default async function NotFound() {
  return <NotFoundScreen locale={(await getLocale()) as Locale} kind="page" />;
}
