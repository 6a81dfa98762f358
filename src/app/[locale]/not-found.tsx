import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import type { Locale } from '@/i18n/routing';

/** A page that calls notFound() (e.g. a blog post that does not exist). */
export default async function NotFound() {
  return <NotFoundScreen locale={(await getLocale()) as Locale} />;
}
