import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RegistrationCheckEmail, RegistrationConfirmation } from '@/features/events/registration-confirmation';
import { resolvePageLocale } from '@/lib/localized-page';
import { getDatabase } from '@/server/db';
import { findRegistrationByToken } from '@/server/events/registrations';
import { publishedEvent } from '@/server/events/published';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/resources/events/[slug]/registered'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'EventRegistration' });
  const { r } = await searchParams;
  // A personal page: never indexed, and its address (with the token) is not sent to other sites.
  return { title: t(r === undefined ? 'checkEmail.metaTitle' : 'confirmation.metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * Without `?r=`: where the registration form leads, "check your e-mail for your confirmation link".
 * With it, the registration's unguessable token (src/server/events/registrations.ts) from that e-mail: the
 * confirmation with the calendar file and the join link; a token that opens nothing is a 404.
 */
export default async function RegisteredPage({ params, searchParams }: PageProps<'/[locale]/resources/events/[slug]/registered'>) {
  const { slug } = await params;
  const locale = await resolvePageLocale(params);
  const { r } = await searchParams;
  const event = await publishedEvent(slug);
  if (event && r === undefined) return <RegistrationCheckEmail event={event} locale={locale} />;
  const registration = event ? await findRegistrationByToken(getDatabase().db, event.id, r) : undefined;
  if (!event || !registration) notFound();
  return <RegistrationConfirmation event={event} token={registration.id} locale={locale} />;
}
