import { getTranslations } from 'next-intl/server';
import { BadgeCheck, Clock3, ExternalLink, FileText, MapPin } from '@/components/icons';
import type { Locale } from '@/i18n/routing';
import { formatRiyadhShortDate, riyadhDayStart } from '@/lib/riyadh-time';
import type { SiteFacts } from '@/schemas/site-facts';
import { cx } from '@/lib/cn';
import { sitePdfUrl } from '@/lib/site-file';
import { hasSecurityFacts, shownCertifications } from './shown';

const statusTone = { held: 'bg-teal-50 text-teal-800', 'in-progress': 'bg-amber-50 text-amber-900', planned: 'bg-slate-100 text-navy-800' } as const;
const commitmentKeys = ['uptime', 'rpo', 'rto', 'backups', 'sso', 'exitExport'] as const;

/**
 * The platform's hosting regions, certifications (each with its status and evidence) and commitments,
 * as staff published them, for the trust page; nothing when none is.
 */
export async function SecuritySection({ security, locale }: { security: SiteFacts['security']; locale: Locale }) {
  if (!security || !hasSecurityFacts(security)) return null;
  const t = await getTranslations({ locale, namespace: 'Facts.security' });
  const certifications = shownCertifications(security.certifications);
  const commitments = commitmentKeys.filter((key) => security[key]);
  return (
    <section id="platform-security" aria-labelledby="platform-security-title" className="scroll-mt-24" data-facts="security">
      <h2 id="platform-security-title" className="text-2xl font-bold text-navy-900">
        {t('title')}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{t('lead')}</p>
      {security.hostingRegions?.length ? (
        <>
          <h3 className="mt-8 text-lg font-semibold text-navy-900">{t('hosting')}</h3>
          <ul className="mt-3 grid gap-2">
            {security.hostingRegions.map((region) => (
              <li key={`${region.provider}-${region.city.en}`} className="flex items-center gap-2 text-navy-800">
                <MapPin aria-hidden className="size-4 shrink-0 text-teal-700" />
                {t('region', { provider: region.provider, city: region.city[locale], country: region.country[locale] })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {certifications.length ? (
        <>
          <h3 className="mt-8 text-lg font-semibold text-navy-900">{t('certifications')}</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {certifications.map((item) => (
              <li key={item.name} className="rounded-xl border border-line bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex items-center gap-2 font-semibold text-navy-900">
                    {/* A check only for what is held: one in progress or planned is not yet a certificate. */}
                    {item.status === 'held' ? <BadgeCheck aria-hidden className="size-5 text-teal-700" /> : <Clock3 aria-hidden className="size-5 text-muted" />}
                    <bdi>{item.name}</bdi>
                  </p>
                  <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone[item.status])}>{t(`status.${item.status}`)}</span>
                </div>
                <ul className="mt-2 grid gap-0.5 text-sm text-muted">
                  {item.issuer ? <li>{t('issuer', { issuer: item.issuer })}</li> : null}
                  {item.number ? <li>{t('number', { number: item.number })}</li> : null}
                  {item.validUntil ? <li>{t('validUntil', { date: formatRiyadhShortDate(riyadhDayStart(item.validUntil), locale) })}</li> : null}
                </ul>
                {item.evidenceFile ? (
                  <a href={sitePdfUrl(item.evidenceFile.id)} target="_blank" rel="noopener" className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-teal-700 underline-offset-2 hover:underline">
                    <FileText aria-hidden className="size-4" />
                    {t('evidencePdf', { name: item.name })}
                  </a>
                ) : null}
                {item.evidenceUrl ? (
                  <a href={item.evidenceUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-teal-700 underline-offset-2 hover:underline">
                    <ExternalLink aria-hidden className="size-4" />
                    {t('evidence')}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {commitments.length ? (
        <>
          <h3 className="mt-8 text-lg font-semibold text-navy-900">{t('commitments')}</h3>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {commitments.map((key) => (
              <div key={key} className="rounded-xl bg-canvas p-4">
                <dt className="text-sm text-muted">{t(key)}</dt>
                <dd className="mt-1 font-semibold text-navy-900">{security[key]![locale]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
