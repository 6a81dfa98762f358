import { ArrowRight, Mail } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { PageHero } from '@/components/site/page-hero';
import { legalDocumentIds, legalDocuments, privacyEmail, siteCookies, type LegalBlock, type LegalDocument, type LegalListItem } from '@/content/legal';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatCalendarDate } from '@/lib/riyadh-time';

const EMAIL = /([\w.+-]+@[\w-]+\.[\w.]+[a-z])/g;

/** Plain text with its e-mail addresses turned into mailto links (kept left-to-right in Arabic). */
function WithEmailLinks({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`} dir="ltr" className="font-medium text-teal-700 underline underline-offset-2 hover:text-teal-600">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function ListItem({ item, locale }: { item: LegalListItem; locale: Locale }) {
  if ('term' in item) {
    return (
      <>
        <strong className="font-semibold text-navy-900">{item.term[locale]}</strong>
        {': '}
        <WithEmailLinks text={item.text[locale]} />
      </>
    );
  }
  return <WithEmailLinks text={item[locale]} />;
}

async function CookieTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return (
    <ul className="grid gap-4" data-cookie-table>
      {siteCookies.map((cookie) => (
        <li key={cookie.label.en} className="rounded-xl border border-line bg-canvas p-5">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
            {cookie.label[locale]}
            {cookie.name && (
              <code dir="ltr" className="rounded-md bg-white px-2 py-0.5 font-mono text-sm text-teal-700 ring-1 ring-line">
                {cookie.name}
              </code>
            )}
          </p>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-navy-900">{t('cookie.purpose')}</dt>
            <dd className="text-muted">{cookie.purpose[locale]}</dd>
            <dt className="font-semibold text-navy-900">{t('cookie.duration')}</dt>
            <dd className="text-muted">{cookie.duration[locale]}</dd>
            <dt className="font-semibold text-navy-900">{t('cookie.audience')}</dt>
            <dd className="text-muted">{cookie.audience[locale]}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Block({ block, locale }: { block: LegalBlock; locale: Locale }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="leading-relaxed text-ink">
          <WithEmailLinks text={block.text[locale]} />
        </p>
      );
    case 'list':
      return (
        <ul className="grid gap-3 leading-relaxed text-ink">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-teal-500" />
              <span>
                <ListItem item={item} locale={locale} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'cookies':
      return <CookieTable locale={locale} />;
  }
}

/** A legal page (privacy, terms, cookies): hero with the date of the last change, sections, and a side panel. */
export async function LegalPage({ document, locale }: { document: LegalDocument; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const others = legalDocumentIds.filter((id) => id !== document.id).map((id) => legalDocuments[id]);
  return (
    <>
      <PageHero locale={locale} eyebrow={t('eyebrow')} title={document.title[locale]} lead={document.lead[locale]}>
        <p className="mt-6 text-sm font-medium text-navy-900">
          {t('updated', { date: formatCalendarDate(document.updated, locale) })}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16 lg:px-8">
        <article className="grid max-w-3xl gap-12">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-navy-900">
                {section.title[locale]}
              </h2>
              <div className="mt-4 grid gap-4">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} locale={locale} />
                ))}
              </div>
            </section>
          ))}
        </article>
        <aside className="grid content-start gap-6 lg:sticky lg:top-24 lg:self-start">
          <nav aria-labelledby="legal-toc" className="hidden rounded-[var(--radius-card)] border border-line p-5 lg:block">
            <h2 id="legal-toc" className="text-sm font-semibold text-navy-900">
              {t('onThisPage')}
            </h2>
            <ul className="mt-3 grid gap-1 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="inline-flex min-h-8 items-center text-muted hover:text-teal-700">
                    {section.title[locale]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="legal-other" className="rounded-[var(--radius-card)] border border-line p-5">
            <h2 id="legal-other" className="text-sm font-semibold text-navy-900">
              {t('otherPolicies')}
            </h2>
            <ul className="mt-2 grid gap-1">
              {others.map((other) => (
                <li key={other.id}>
                  <Link href={other.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
                    {other.title[locale]}
                    <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="rounded-[var(--radius-card)] bg-navy-900 p-5 text-white">
            <Mail aria-hidden className="size-5 text-teal-100" />
            <h2 className="mt-3 font-semibold">{t('contactTitle')}</h2>
            <p className="mt-1 text-sm text-white/80">{t('contactBody')}</p>
            <a href={`mailto:${privacyEmail}`} dir="ltr" className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal-100 underline underline-offset-2 hover:text-white">
              {privacyEmail}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}
