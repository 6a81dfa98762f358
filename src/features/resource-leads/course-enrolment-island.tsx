'use client';

import { CheckCircle2 as checkCircle2Icon } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { LeadForm, type LeadFormLabels } from './lead-form';

const CheckCircle2 = createIcon(checkCircle2Icon);

export interface CourseEnrolmentLabels {
  form: LeadFormLabels;
  lead: string;
  successTitle: string;
  enrolAnother: string;
}

/** A course's enrolment form; on success, the server's confirmation in its place, focused and announced. */
export function CourseEnrolmentIsland({ courseId, locale, labels, privacyHref }: { courseId: string; locale: Locale; labels: CourseEnrolmentLabels; privacyHref: string }) {
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
            <p className="font-semibold text-navy-900">{labels.successTitle}</p>
            <p className="mt-1 text-sm leading-relaxed text-muted">{confirmation}</p>
          </div>
        </div>
        <Button variant="outline" className="justify-self-start" onClick={() => setConfirmation(null)}>
          {labels.enrolAnother}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm leading-relaxed text-muted">{labels.lead}</p>
      <LeadForm kind="course" resourceId={courseId} locale={locale} labels={labels.form} privacyHref={privacyHref} onSuccess={(message) => setConfirmation(message)} />
    </div>
  );
}
