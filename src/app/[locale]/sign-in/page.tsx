import { ArrowRight, ExternalLink, Headphones, LayoutDashboard, Smartphone } from '@/components/icons';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { PageHero } from '@/components/site/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, IconBadge } from '@/components/ui/card';
import { telHref } from '@/content/help';
import { signInPage } from '@/content/sign-in';
import { env } from '@/env';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { readablePhone } from '@/lib/phone';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { WhatsAppLink } from '@/components/site/whatsapp-link';
import { contactsOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export function generateMetadata({ params }: PageProps<'/[locale]/sign-in'>): Promise<Metadata> {
  return localizedMetadata(params, signInPage.meta, '/sign-in');
}

/** Customers and prospects land here from the top bar's Sign In; staff have their own quiet link. */
export default async function SignInPage({ params }: PageProps<'/[locale]/sign-in'>) {
  const locale = await resolvePageLocale(params);
  const { hero, web, mobile, prospect, help, staff } = signInPage;
  const appHost = new URL(env.APP_URL).host;
  const contacts = contactsOf(await publishedFacts());
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Card className="flex flex-col p-6 sm:p-8" data-sign-in="web">
          <IconBadge>
            <LayoutDashboard />
          </IconBadge>
          <h2 className="mt-5 text-2xl font-bold text-navy-900">{web.title[locale]}</h2>
          <p className="mt-2 leading-relaxed text-muted">{web.body[locale]}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <a href={env.APP_URL} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {web.action[locale]}
              <ExternalLink aria-hidden />
            </a>
            <span dir="ltr" className="text-sm font-medium text-muted">
              {appHost}
            </span>
          </div>
          <p className="mt-auto pt-6 text-sm leading-relaxed text-muted">{web.forgot[locale]}</p>
        </Card>

        <Card className="flex flex-col p-6 sm:p-8" data-sign-in="mobile">
          <IconBadge>
            <Smartphone />
          </IconBadge>
          <h2 className="mt-5 text-2xl font-bold text-navy-900">{mobile.title[locale]}</h2>
          <p className="mt-2 leading-relaxed text-muted">{mobile.body[locale]}</p>
          <p className="mt-4 rounded-xl bg-canvas p-4 text-sm leading-relaxed text-ink">{mobile.howToGet[locale]}</p>
          <div className="mt-auto pt-6">
            <a href={`mailto:${contacts.email}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {mobile.action[locale]}
            </a>
          </div>
        </Card>

        <section aria-labelledby="sign-in-prospect" className="rounded-[var(--radius-card)] bg-navy-900 p-6 text-white sm:p-8">
          <h2 id="sign-in-prospect" className="text-xl font-bold">
            {prospect.title[locale]}
          </h2>
          <p className="mt-2 text-white/80">{prospect.body[locale]}</p>
          <Link href="/request-demo" className={cn(buttonVariants({ variant: 'onDark', size: 'lg' }), 'mt-6')}>
            {prospect.action[locale]}
            <ArrowRight aria-hidden className="rtl-mirror" />
          </Link>
        </section>

        <section aria-labelledby="sign-in-help" className="rounded-[var(--radius-card)] border border-line p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <Headphones aria-hidden className="size-6 text-teal-700" />
            <h2 id="sign-in-help" className="text-xl font-bold text-navy-900">
              {help.title[locale]}
            </h2>
          </div>
          <p className="mt-2 text-muted">{help.body[locale]}</p>
          <ul className="mt-4 grid gap-1 text-sm">
            <li>
              <a href={telHref(contacts.phone)} dir="ltr" className="inline-flex min-h-11 items-center font-semibold text-teal-700 hover:text-teal-600">
                {readablePhone(contacts.phone)}
              </a>
            </li>
            <li>
              <a href={`mailto:${contacts.email}`} dir="ltr" className="inline-flex min-h-11 items-center font-semibold text-teal-700 hover:text-teal-600">
                {contacts.email}
              </a>
            </li>
            <li className="text-muted">{contacts.hours[locale]}</li>
          </ul>
          <WhatsAppLink locale={locale} page="/sign-in" className="mt-4" />
        </section>
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-16 text-sm text-muted sm:px-6 lg:px-8">
        {staff.prompt[locale]}{' '}
        {/* The staff area is Arabic only and not under /ar, so its link is the same in both languages. */}
        <NextLink href="/admin/login" prefetch={false} className="inline-flex min-h-11 items-center font-medium text-navy-800 underline underline-offset-2 hover:text-teal-700">
          {staff.link[locale]}
        </NextLink>
      </p>
      <PhoneActionBar locale={locale} page={'/sign-in'} />
    </>
  );
}
