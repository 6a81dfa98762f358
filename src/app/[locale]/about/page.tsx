import { ArrowRight, Clock, Headphones, Languages, Mail, MapPin, Phone, ShieldCheck, Sparkles, Users } from '@/components/icons';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, IconBadge } from '@/components/ui/card';
import { aboutPage } from '@/content/about';
import { telHref } from '@/content/help';
import { sectorItems } from '@/content/sectors';
import { site } from '@/content/site';
import { coreSystemItems } from '@/content/core-systems';
import { Link } from '@/i18n/navigation';
import { readablePhone } from '@/lib/phone';
import type { Locale } from '@/i18n/routing';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { WhatsAppLink } from '@/components/site/whatsapp-link';
import { CompanySection } from '@/features/site-facts/company-section';
import { contactsOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return localizedMetadata(params, aboutPage.meta, '/about');
}

const principleIcons = { languages: Languages, people: Users, data: ShieldCheck } as const;

function ContactRow({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <div className="font-semibold break-words text-navy-900">{children}</div>
      </div>
    </li>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} dir="ltr" className="inline-flex min-h-6 text-teal-700 underline-offset-2 hover:underline">
      {address}
    </a>
  );
}

function CatalogueLinks({ items, locale }: { items: readonly { id: string; href: string; title: { en: string; ar: string } }[]; locale: Locale }) {
  return (
    <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-navy-900 transition-colors hover:border-teal-600 hover:text-teal-700"
          >
            {item.title[locale]}
            <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0 text-teal-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await resolvePageLocale(params);
  const { hero, whatWeDo, sectors: sectorCopy, principles, contact } = aboutPage;
  const facts = await publishedFacts();
  const { company } = facts;
  const contacts = contactsOf(facts);
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} />

      <Section id="what-we-do" labelledBy="about-what-title" className="pt-4 sm:pt-6 lg:pt-8">
        <SectionHeading id="about-what-title" align="start" eyebrow={whatWeDo.eyebrow[locale]} title={whatWeDo.title[locale]} lead={whatWeDo.lead[locale]} />
        <CatalogueLinks items={coreSystemItems} locale={locale} />
        <Link href="/ai-features" className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
          <Sparkles aria-hidden className="size-4" />
          {whatWeDo.ai[locale]}
          <ArrowRight aria-hidden className="rtl-mirror size-4" />
        </Link>
      </Section>

      <Section id="sectors" tone="canvas" labelledBy="about-sectors-title">
        <SectionHeading id="about-sectors-title" align="start" eyebrow={sectorCopy.eyebrow[locale]} title={sectorCopy.title[locale]} />
        <CatalogueLinks items={sectorItems} locale={locale} />
      </Section>

      <Section id="principles" labelledBy="about-principles-title">
        <SectionHeading id="about-principles-title" eyebrow={principles.eyebrow[locale]} title={principles.title[locale]} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {principles.items.map((item) => {
            const Icon = principleIcons[item.id as keyof typeof principleIcons];
            return (
              <li key={item.id}>
                <Card className="h-full">
                  <IconBadge>
                    <Icon />
                  </IconBadge>
                  <h3 className="mt-5 text-lg font-bold text-navy-900">{item.title[locale]}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{item.body[locale]}</p>
                  {'link' in item && item.link && (
                    <Link href={item.link.href} className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
                      {item.link.label[locale]}
                      <ArrowRight aria-hidden className="rtl-mirror size-4" />
                    </Link>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="contact" tone="canvas" labelledBy="about-contact-title">
        <SectionHeading id="about-contact-title" align="start" eyebrow={contact.eyebrow[locale]} title={contact.title[locale]} />
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <Card className="p-6 sm:p-8" data-about="support">
            <h3 className="flex items-center gap-2 text-xl font-bold text-navy-900">
              <Headphones aria-hidden className="size-5 text-teal-700" />
              {contact.supportTitle[locale]}
            </h3>
            <ul className="mt-5 grid gap-4">
              <ContactRow icon={MapPin} label={contact.office[locale]}>
                {contacts.office[locale]}
              </ContactRow>
              <ContactRow icon={Clock} label={contact.hours[locale]}>
                {contacts.hours[locale]}
              </ContactRow>
              <ContactRow icon={Phone} label={contact.phone[locale]}>
                <a href={telHref(contacts.phone)} dir="ltr" className="inline-flex min-h-6 text-teal-700 underline-offset-2 hover:underline">
                  {readablePhone(contacts.phone)}
                </a>
              </ContactRow>
              <ContactRow icon={Mail} label={contact.email[locale]}>
                <MailLink address={contacts.email} />
              </ContactRow>
            </ul>
            <WhatsAppLink locale={locale} page="/about" variant="primary" className="mt-6 w-full sm:w-auto" />
            <Link href="/resources/support" className="mt-2 flex min-h-11 w-fit items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
              {contact.supportLink[locale]}
              <ArrowRight aria-hidden className="rtl-mirror size-4" />
            </Link>
          </Card>
          <Card className="flex flex-col p-6 sm:p-8" data-about="sales">
            <h3 className="text-xl font-bold text-navy-900">{contact.salesTitle[locale]}</h3>
            <p className="mt-3 leading-relaxed text-muted">{contact.salesBody[locale]}</p>
            <ul className="mt-5 grid gap-4">
              <ContactRow icon={Mail} label={contact.email[locale]}>
                <MailLink address={site.salesEmail} />
              </ContactRow>
            </ul>
            <div className="mt-auto flex flex-col gap-3 pt-8 sm:flex-row">
              <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
                {contact.salesDemo[locale]}
              </Link>
              <Link href="/detailed-demo-request" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {contact.salesDetailed[locale]}
              </Link>
            </div>
          </Card>
        </div>
      </Section>
      <CompanySection company={company} locale={locale} />
      <PhoneActionBar locale={locale} page={'/about'} />
    </>
  );
}
