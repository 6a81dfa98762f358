'use client';

import { CheckCircle2 as checkCircle2Icon } from 'lucide';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { LeadForm } from './lead-form';

const CheckCircle2 = createIcon(checkCircle2Icon);

/** A course's enrolment form; on success, the server's confirmation in its place, focused and announced. Its words: the `ResourceLeads.course` messages (and the lead form's). */
export function CourseEnrolmentIsland({ courseId, courseTitle, locale, privacyHref }: { courseId: string; courseTitle: string; locale: Locale; privacyHref: string }) {
  const t = useTranslations('ResourceLeads.course');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirmation !== null) panel.current?.focus();
  }, [confirmation]);

  if (confirmation !== null) {
    return (
      <div ref={panel} tabIndex={-1} role="status" aria-live="polite" className="grid gap-3 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2">
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <div>
            <p className="font-semibold text-navy-900">{t('successTitle')}</p>
            <p className="mt-1 text-sm leading-relaxed text-muted">{confirmation}</p>
          </div>
        </div>
        <Button variant="outline" className="justify-self-start" onClick={() => setConfirmation(null)}>
          {t('enrolAnother')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm leading-relaxed text-muted">{t('lead', { title: courseTitle })}</p>
      <LeadForm kind="course" resourceId={courseId} locale={locale} privacyHref={privacyHref} onSuccess={(message) => setConfirmation(message)} />
    </div>
  );
}
