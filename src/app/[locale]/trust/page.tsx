import { ArrowRight, Eye, Globe, Lock, Mail, ShieldAlert, UserRound } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { PageHero } from '@/components/site/page-hero';
import { Card, IconBadge } from '@/components/ui/card';
import { trustPage, vulnerabilityReportAnchor } from '@/content/trust';
import { Link } from '@/i18n/navigation';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { SecuritySection } from '@/features/site-facts/security-section';
import { hasSecurityFacts } from '@/features/site-facts/shown';
import { contactsOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export function generateMetadata({ params }: PageProps<'/[locale]/trust'>): Promise<Metadata> {
  return localizedMetadata(params, trustPage.meta, '/trust');
}

const EMAIL = /([\w.+-]+@[\w-]+\.[\w.]+[a-z])/g;

/** A paragraph whose e-mail addresses become mailto links (kept left-to-right in Arabic). */
function WithEmailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} dir="ltr" className="font-medium text-teal-700 underline underline-offset-2 hover:text-teal-600">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

const highlightIcons = { 'no-trackers': Eye, 'own-files': Globe, encrypted: Lock, 'your-rights': UserRound } as const;

export default async function TrustPage({ params }: PageProps<'/[locale]/trust'>) {
  const locale = await resolvePageLocale(params);
  const { hero, highlights, sections, report, onThisPage } = trustPage;
  const published = await publishedFacts();
  const { security } = published;
  // Vulnerability reports go to the support mailbox the site publishes, not a second address.
  const reportTo = contactsOf(published).email;
  const facts = await getTranslations({ locale, namespace: 'Facts.security' });
  const toc = [
    ...(hasSecurityFacts(security) ? [{ id: 'platform-security', label: facts('title') }] : []),
    ...sections.map(({ id, title }) => ({ id, label: title[locale] })),
    { id: vulnerabilityReportAnchor, label: report.title[locale] },
  ];
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]}>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {highlights.map((item) => {
            const Icon = highlightIcons[item.id as keyof typeof highlightIcons];
            return (
              <li key={item.id} className="flex gap-3 rounded-xl border border-line bg-white p-4">
                <IconBadge className="size-10 [&_svg]:size-5">
                  <Icon />
                </IconBadge>
                <div>
                  <p className="font-semibold text-navy-900">{item.title[locale]}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{item.body[locale]}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16 lg:px-8">
        <article className="grid max-w-3xl gap-12">
          <SecuritySection security={security} locale={locale} />
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-navy-900">
                {section.title[locale]}
              </h2>
              <div className="mt-4 grid gap-4 leading-relaxed text-ink">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.en}>
                    <WithEmailLinks text={paragraph[locale]} />
                  </p>
                ))}
                {'points' in section && section.points && (
                  <ul className="grid gap-3">
                    {section.points.map((point) => (
                      <li key={point.en} className="flex gap-3">
                        <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-teal-500" />
                        <span>{point[locale]}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {'links' in section && section.links && (
                  <ul className="flex flex-wrap gap-x-6">
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
                          {link.label[locale]}
                          <ArrowRight aria-hidden className="rtl-mirror size-4" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}

          <section id={vulnerabilityReportAnchor} aria-labelledby="report-title" className="scroll-mt-24">
            <Card className="border-2 border-teal-600/30 p-6 sm:p-8">
              <div className="flex items-center gap-3">
                <ShieldAlert aria-hidden className="size-6 text-teal-700" />
                <h2 id="report-title" className="text-2xl font-bold text-navy-900">
                  {report.title[locale]}
                </h2>
              </div>
              <p className="mt-4 leading-relaxed text-ink">{report.lead[locale]}</p>
              <p className="mt-3 leading-relaxed text-ink">{report.how[locale]}</p>
              <a
                href={`mailto:${reportTo}`}
                dir="ltr"
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-600"
              >
                <Mail aria-hidden className="size-4" />
                {reportTo}
              </a>
              <h3 className="mt-6 font-semibold text-navy-900">{report.rulesTitle[locale]}</h3>
              <ul className="mt-3 grid gap-2 leading-relaxed text-ink">
                {report.rules.map((rule) => (
                  <li key={rule.en} className="flex gap-3">
                    <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-teal-500" />
                    <span>{rule[locale]}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-sm text-muted">
                {report.machineReadable[locale]}{' '}
                <a href="/.well-known/security.txt" dir="ltr" className="inline-flex min-h-11 items-center font-mono text-teal-700 underline underline-offset-2">
                  /.well-known/security.txt
                </a>
              </p>
            </Card>
          </section>
        </article>

        <aside className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <nav aria-labelledby="trust-toc" className="rounded-[var(--radius-card)] border border-line p-5">
            <h2 id="trust-toc" className="text-sm font-semibold text-navy-900">
              {onThisPage[locale]}
            </h2>
            <ul className="mt-3 grid gap-1 text-sm">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="inline-flex min-h-8 items-center text-muted hover:text-teal-700">
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
      <PhoneActionBar locale={locale} page={'/trust'} />
    </>
  );
}
