import { Clock, Mail, MapPin, Phone, Siren } from '@/components/icons';
import type { Metadata } from 'next';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { Card } from '@/components/ui/card';
import { supportChannelsFor, supportFaqGroups, supportPage, telHref } from '@/content/help';
import { FaqGroups, HelpChannels } from '@/features/tools/help-sections';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { readablePhone } from '@/lib/phone';
import { contactsOf, supportFaqsOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/support'>): Promise<Metadata> {
  return localizedMetadata(params, supportPage.meta, '/resources/support');
}

export default async function SupportPage({ params }: PageProps<'/[locale]/resources/support'>) {
  const locale = await resolvePageLocale(params);
  const { hero, channels, faqs, contact, cta } = supportPage;
  const facts = await publishedFacts();
  const faqGroups = supportFaqsOf(facts, supportFaqGroups);
  const contacts = contactsOf(facts);
  const emergencyLine = contacts.emergencyLine ?? contacts.phone;
  const contactRows = [
    { id: 'phone', icon: Phone, label: contact.phone[locale], value: readablePhone(contacts.phone), href: telHref(contacts.phone), ltr: true },
    { id: 'email', icon: Mail, label: contact.email[locale], value: contacts.email, href: `mailto:${contacts.email}`, ltr: true },
    { id: 'hours', icon: Clock, label: contact.hours[locale], value: contacts.hours[locale] },
    { id: 'office', icon: MapPin, label: contact.office[locale], value: contacts.office[locale] },
  ];
  return (
    <>
      <PageHero
        locale={locale}
        eyebrow={hero.eyebrow[locale]}
        title={hero.title[locale]}
        lead={hero.lead[locale]}
        aside={
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-bold text-navy-900">{contact.title[locale]}</h2>
            <ul className="mt-5 grid gap-4">
              {contactRows.map(({ id, icon: Icon, label, value, href, ltr }) => (
                <li key={id} className="flex items-start gap-3">
                  <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm text-muted">{label}</p>
                    <p className="font-semibold break-words text-navy-900">
                      {href ? (
                        <a href={href} dir={ltr ? 'ltr' : undefined} className="inline-flex min-h-6 text-teal-700 underline-offset-2 hover:underline">
                          {value}
                        </a>
                      ) : (
                        value
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        }
      >
        <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-teal-100 px-4 py-2 text-sm font-semibold text-teal-700">
          <Clock aria-hidden className="size-4" />
          {hero.hoursLabel[locale]}: {contacts.hours[locale]}
        </p>
      </PageHero>

      <Section id="channels" labelledBy="support-channels-title">
        <SectionHeading id="support-channels-title" eyebrow={channels.eyebrow[locale]} title={channels.title[locale]} />
        <HelpChannels channels={supportChannelsFor(contacts)} locale={locale} page="/resources/support" className="mt-12" />
      </Section>

      <Section id="faq" tone="canvas" labelledBy="support-faq-title">
        <SectionHeading id="support-faq-title" eyebrow={faqs.eyebrow[locale]} title={faqs.title[locale]} />
        <FaqGroups groups={faqGroups} locale={locale} className="mt-12" />
      </Section>

      <Section id="emergency" labelledBy="support-emergency-title" className="py-12 sm:py-16 lg:py-16">
        <div className="flex flex-col gap-6 rounded-3xl border-2 border-danger/30 bg-danger-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex gap-4">
            <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-danger text-white">
              <Siren className="size-6" />
            </span>
            <div>
              <h2 id="support-emergency-title" className="text-2xl font-bold text-navy-900">
                {contact.emergencyTitle[locale]}
              </h2>
              <p className="mt-2 max-w-2xl text-ink">
                {contact.emergencyBody[locale]} {(contacts.emergencyLine ? contact.emergencyCall.line : contact.emergencyCall.main)[locale]}
              </p>
              <p className="mt-2 text-sm font-semibold text-danger">{contact.emergencyAvailability[locale]}</p>
            </div>
          </div>
          <a
            href={telHref(emergencyLine)}
            dir="ltr"
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-[var(--radius-control)] bg-danger px-6 font-semibold text-white shadow-sm hover:bg-danger/90"
          >
            <Phone aria-hidden className="size-4" />
            {readablePhone(emergencyLine)}
          </a>
        </div>
      </Section>

      <ContentCtaBand id="support-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/support'} />
    </>
  );
}
