import { permanentRedirect } from 'next/navigation';
import { localizeHref } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';

/** The guides are listed on the Resource Hub; this address leads there. */
export default async function GuidesIndex({ params }: PageProps<'/[locale]/resources/guides'>) {
  permanentRedirect(`${localizeHref('/resources/hub', await resolvePageLocale(params))}#guides`);
}
