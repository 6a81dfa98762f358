import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/seo';
import { resolvePageLocale } from '@/lib/localized-page';

/** The guides are listed on the Resource Hub; this address leads there. */
export default async function GuidesIndex({ params }: PageProps<'/[locale]/resources/guides'>) {
  permanentRedirect(`${localizedPath('/resources/hub', await resolvePageLocale(params))}#guides`);
}
