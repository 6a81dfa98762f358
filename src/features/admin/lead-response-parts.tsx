import { cn } from '@/lib/cn';
import { toE164 } from '@/lib/phone';
import type { Lead } from '@/server/db/database';
import type { LeadWait } from '@/server/leads/response-clock';
import { formatWorkingTime, responseText, type StaffLocale } from '@/server/leads/response-text';
import { moduleInterestLabel, solutionsLabel } from './demo-request-labels';
import { resourceTitle } from '@/server/forms/resource-title';

/** The number to dial and to open in WhatsApp: E.164 when it parses, else the digits as typed. */
function dialable(phone: string): { tel: string; wa: string } {
  const e164 = toE164(phone) ?? phone.replace(/[^\d+]/g, '');
  return { tel: e164, wa: e164.replace(/\D/g, '') };
}

/** A lead's phone as two links: call (`tel:`) and WhatsApp (`wa.me`), each at least 44 px tall on a phone. */
export function PhoneLinks({ phone, locale, className }: { phone: string; locale: StaffLocale; className?: string }) {
  const t = responseText(locale);
  const { tel, wa } = dialable(phone);
  const link = 'inline-flex min-h-11 items-center rounded-[var(--radius-control)] px-2 font-medium text-teal-700 underline underline-offset-2 hover:bg-teal-50 sm:min-h-8';
  return (
    <span className={cn('flex flex-wrap items-center gap-x-1', className)}>
      <span dir="ltr" className="whitespace-nowrap text-navy-900">
        {phone}
      </span>
      <a href={`tel:${tel}`} className={link} aria-label={t('phone.callLabel', { phone })}>
        {t('phone.call')}
      </a>
      <a href={`https://wa.me/${wa}`} className={link} aria-label={t('phone.whatsappLabel', { phone })} target="_blank" rel="noopener noreferrer">
        {t('phone.whatsapp')}
      </a>
    </span>
  );
}

/** What the lead asked for, in one line: the module or solutions of a demo, the guide or course, the question's first words. */
export function leadSummary(lead: Pick<Lead, 'kind' | 'summary'>, locale: StaffLocale): string | null {
  if (!lead.summary) return null;
  switch (lead.kind) {
    case 'demo-short':
      return moduleInterestLabel(lead.summary, locale);
    case 'demo-detailed':
      return solutionsLabel(lead.summary, locale);
    case 'guide':
    case 'course':
      return resourceTitle(lead.kind, lead.summary, locale);
    default:
      return lead.summary;
  }
}

/** An open lead's working time against the one-hour target; an answered lead's first-response time. */
export function ResponseClock({ lead, wait, locale }: { lead: Pick<Lead, 'first_response_minutes' | 'first_response_at'>; wait?: LeadWait; locale: StaffLocale }) {
  const t = responseText(locale);
  if (lead.first_response_at) {
    const minutes = lead.first_response_minutes ?? 0;
    return <span className={cn('text-xs', minutes <= 60 ? 'text-teal-700' : 'text-muted')}>{t('clock.answered', { time: formatWorkingTime(minutes, locale) })}</span>;
  }
  if (!wait) return null;
  const overdue = wait.left < 0;
  return (
    <span
      title={t('clock.target')}
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', overdue ? 'bg-danger-50 text-danger' : wait.left <= 15 ? 'bg-amber-100 text-amber-700' : 'bg-teal-50 text-teal-700')}
    >
      {overdue ? t('clock.overdue', { time: formatWorkingTime(-wait.left, locale) }) : t('clock.left', { time: formatWorkingTime(wait.left, locale) })}
    </span>
  );
}
