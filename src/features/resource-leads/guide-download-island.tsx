'use client';

import { CheckCircle2 as checkCircle2Icon, Download as downloadIcon } from 'lucide';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/i18n/routing';
import { GUIDE_ACCESS_STORAGE_KEY } from '@/lib/guide-access';
import { LeadForm } from './lead-form';

const CheckCircle2 = createIcon(checkCircle2Icon);
const Download = createIcon(downloadIcon);

// The marker a successful guide lead leaves in this browser (the PDF route checks the cookie, not this).
function hasMarker(): boolean {
  try {
    return window.localStorage.getItem(GUIDE_ACCESS_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * A guide's PDF section: the lead form the first time; once a lead has been sent from this browser,
 * the two download links straight away. The page stays static: the choice is made here, in the browser.
 * Its words: the `ResourceLeads.guide` messages (and the lead form's).
 */
export function GuideDownloadIsland({
  guideId,
  guideTitle,
  locale,
  pdfHref,
  privacyHref,
}: {
  guideId: string;
  guideTitle: string;
  locale: Locale;
  pdfHref: { en: string; ar: string };
  privacyHref: string;
}) {
  const t = useTranslations('ResourceLeads.guide');
  const stored = useSyncExternalStore(subscribe, hasMarker, () => false);
  const [sentNow, setSentNow] = useState(false);
  const ready = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentNow) ready.current?.focus();
  }, [sentNow]);

  function onSuccess() {
    try {
      window.localStorage.setItem(GUIDE_ACCESS_STORAGE_KEY, '1');
    } catch {
      // Storage may be disabled: the links still show now, and the cookie still opens the PDFs.
    }
    setSentNow(true);
  }

  if (sentNow || stored) {
    // The page's language first, as the main button.
    const links = [
      { lang: 'en' as const, href: pdfHref.en, label: t('downloadEn') },
      { lang: 'ar' as const, href: pdfHref.ar, label: t('downloadAr') },
    ].sort((a, b) => Number(b.lang === locale) - Number(a.lang === locale));
    return (
      // Announced only right after the form was sent; on a later visit the links are simply there.
      <div ref={ready} tabIndex={-1} role={sentNow ? 'status' : undefined} className="grid gap-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2">
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <div>
            <p className="font-semibold text-navy-900">{t('readyTitle')}</p>
            <p className="mt-1 text-sm text-muted">{t('readyText')}</p>
          </div>
        </div>
        <ul aria-label={t('downloads')} className="flex flex-wrap gap-3">
          {links.map((link, index) => (
            <li key={link.lang}>
              <a href={link.href} hrefLang={link.lang} type="application/pdf" className={buttonVariants({ variant: index === 0 ? 'primary' : 'outline', size: 'lg' })}>
                <Download aria-hidden />
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm leading-relaxed text-muted">{t('lead', { title: guideTitle })}</p>
      <LeadForm kind="guide" resourceId={guideId} locale={locale} privacyHref={privacyHref} onSuccess={onSuccess} />
    </div>
  );
}
