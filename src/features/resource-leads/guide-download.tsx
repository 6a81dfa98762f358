import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/site/island-messages';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { GuideDownloadIsland } from './guide-download-island';

/**
 * A guide page's "Download the PDF" section. `pdfHref`: the guide's PDF in each language (e.g.
 * `/resources/guides/{id}/pdf` and `/ar/resources/guides/{id}/pdf`), opened by the cookie a guide lead sets.
 */
export async function GuideDownload({ guideId, guideTitle, locale, pdfHref }: { guideId: string; guideTitle: string; locale: Locale; pdfHref: { en: string; ar: string } }) {
  const t = await getTranslations({ locale, namespace: 'ResourceLeads.guide' });
  const headingId = `guide-download-${guideId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-5 sm:p-7">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-navy-900">
        {t('heading')}
      </h2>
      <IslandMessages locale={locale} namespaces={['ResourceLeads.common', 'ResourceLeads.errors', 'ResourceLeads.guide']}>
        <GuideDownloadIsland guideId={guideId} guideTitle={guideTitle} locale={locale} pdfHref={pdfHref} privacyHref={localizeHref('/privacy', locale)} />
      </IslandMessages>
    </section>
  );
}
