import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** Shown to a staff member previewing unpublished facts, with the way out. */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-navy-900" data-preview>
      <span>{t('banner')}</span>
      <a href={`/api/preview-exit?path=${locale === 'ar' ? '/ar' : '/'}`} className="inline-flex min-h-9 items-center underline underline-offset-2">
        {t('exit')}
      </a>
    </div>
  );
}
