import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { GuideDownloadIsland } from './guide-download-island';
import { leadFormLabels } from './lead-form-labels';

/**
 * A guide page's "Download the PDF" section. `pdfHref`: the guide's PDF in each language (e.g.
 * `/resources/guides/{id}/pdf` and `/ar/resources/guides/{id}/pdf`), opened by the cookie a guide lead sets.
 */
export async function GuideDownload({ guideId, guideTitle, locale, pdfHref }: { guideId: string; guideTitle: string; locale: Locale; pdfHref: { en: string; ar: string } }) {
  const t = await getTranslations({ locale, namespace: 'ResourceLeads.guide' });
  const labels = {
    form: await leadFormLabels(locale, 'guide'),
    lead: t('lead', { title: guideTitle }),
    readyTitle: t('readyTitle'),
    readyText: t('readyText'),
    downloads: t('downloads'),
    downloadEn: t('downloadEn'),
    downloadAr: t('downloadAr'),
  };
  const headingId = `guide-download-${guideId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-5 sm:p-7">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-navy-900">
        {t('heading')}
      </h2>
      <GuideDownloadIsland guideId={guideId} locale={locale} pdfHref={pdfHref} labels={labels} privacyHref={localizeHref('/privacy', locale)} />
    </section>
  );
}
