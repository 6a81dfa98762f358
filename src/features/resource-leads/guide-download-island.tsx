'use client';

import { CheckCircle2 as checkCircle2Icon, Download as downloadIcon } from 'lucide';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/i18n/routing';
import { GUIDE_ACCESS_STORAGE_KEY } from '@/lib/guide-access';
import { LeadForm, type LeadFormLabels } from './lead-form';

const CheckCircle2 = createIcon(checkCircle2Icon);
const Download = createIcon(downloadIcon);

export interface GuideDownloadLabels {
  form: LeadFormLabels;
  lead: string;
  readyTitle: string;
  readyText: string;
  downloads: string;
  downloadEn: string;
  downloadAr: string;
}

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
 */
export function GuideDownloadIsland({
  guideId,
  locale,
  pdfHref,
  labels,
  privacyHref,
}: {
  guideId: string;
  locale: Locale;
  pdfHref: { en: string; ar: string };
  labels: GuideDownloadLabels;
  privacyHref: string;
}) {
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
      { lang: 'en' as const, href: pdfHref.en, label: labels.downloadEn },
      { lang: 'ar' as const, href: pdfHref.ar, label: labels.downloadAr },
    ].sort((a, b) => Number(b.lang === locale) - Number(a.lang === locale));
    return (
      // Announced only right after the form was sent; on a later visit the links are simply there.
      <div ref={ready} tabIndex={-1} role={sentNow ? 'status' : undefined} className="grid gap-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2">
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <div>
            <p className="font-semibold text-navy-900">{labels.readyTitle}</p>
            <p className="mt-1 text-sm text-muted">{labels.readyText}</p>
          </div>
        </div>
        <ul aria-label={labels.downloads} className="flex flex-wrap gap-3">
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
      <p className="text-sm leading-relaxed text-muted">{labels.lead}</p>
      <LeadForm kind="guide" resourceId={guideId} locale={locale} labels={labels.form} privacyHref={privacyHref} onSuccess={onSuccess} />
    </div>
  );
}
