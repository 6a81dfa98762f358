import { CalendarDays } from '@/components/icons';
import { cn } from '@/lib/cn';
import { formatRiyadhClock, formatRiyadhDateTimeRange, formatRiyadhShortDate } from '@/lib/riyadh-time';
import type { CurrentDemo } from '@/server/demo-booking/lead-slots';
import { staffTranslator, type StaffLocale } from '@/server/staff/language';

/** A demo's start in a list: "15 Dec 2026, 10:00 AM" / "15 ديسمبر 2026، 10:00 ص" (Riyadh time). */
export function demoStartText(start: string, locale: StaffLocale): string {
  return `${formatRiyadhShortDate(start, locale)}${locale === 'ar' ? '، ' : ', '}${formatRiyadhClock(start, locale)}`;
}

/** The host as staff know them: the visitor-facing name in the reader's language, else the other one, else the account. */
function hostName(host: CurrentDemo['host'], locale: StaffLocale): string {
  const names = locale === 'ar' ? [host.ar, host.en] : [host.en, host.ar];
  return names.find((name) => name?.trim()) ?? host.username ?? '—';
}

function CancelledBadge({ locale }: { locale: StaffLocale }) {
  return <span className="inline-block rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-danger">{staffTranslator(locale)('leads.demo.cancelled')}</span>;
}

/** The inbox's line for a lead with a booked demo: its current slot, or the cancelled slot struck through beside a badge. */
export function LeadDemoSlot({ demo, locale }: { demo: CurrentDemo | undefined; locale: StaffLocale }) {
  if (!demo) return null;
  const cancelled = demo.status === 'cancelled';
  const when = demoStartText(demo.start, locale);
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs" data-lead-demo={demo.status}>
      <CalendarDays aria-hidden className={cn('size-3.5 shrink-0', cancelled ? 'text-muted' : 'text-teal-700')} />
      <time dateTime={demo.start} title={formatRiyadhDateTimeRange(demo.start, demo.end, locale)} className={cancelled ? 'text-muted line-through' : 'font-medium text-navy-900'}>
        {staffTranslator(locale)('leads.demo.slot', { when })}
      </time>
      {cancelled && <CancelledBadge locale={locale} />}
    </span>
  );
}

/**
 * The lead page's card of its demo: the current slot (after any move), host and state; a cancelled demo
 * is flagged as such. Nothing for a lead without a booking.
 */
export function LeadDemoBooking({ demo, locale }: { demo: CurrentDemo | undefined; locale: StaffLocale }) {
  if (!demo) return null;
  const demosText = staffTranslator(locale, 'AdminDemos');
  const cancelled = demo.status === 'cancelled';
  return (
    <section aria-labelledby="demo-booking-title" className="rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="lead-demo-booking" data-demo-status={demo.status}>
      <h2 id="demo-booking-title" className="mb-3 flex flex-wrap items-center gap-2 text-lg font-semibold text-navy-900">
        {demosText('agenda.leadCard')}
        {cancelled && <CancelledBadge locale={locale} />}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted">{demosText('agenda.slot')}</dt>
          <dd className={cn('mt-0.5 font-medium', cancelled ? 'text-muted line-through' : 'text-navy-900')}>
            <time dateTime={demo.start}>{formatRiyadhDateTimeRange(demo.start, demo.end, locale)}</time>
          </dd>
          {demo.movedFrom && <dd className="mt-0.5 text-xs text-muted">{demosText('agenda.movedFrom', { when: demoStartText(demo.movedFrom, locale) })}</dd>}
        </div>
        <div>
          <dt className="text-muted">{demosText('agenda.reference')}</dt>
          <dd className="mt-0.5 font-mono font-medium text-navy-900" dir="ltr" data-testid="lead-demo-reference">
            {demo.reference}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{demosText('agenda.host')}</dt>
          <dd className="mt-0.5 font-medium text-navy-900" dir="auto">
            {hostName(demo.host, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{demosText('agenda.state')}</dt>
          <dd className={cn('mt-0.5 font-medium', cancelled ? 'text-danger' : 'text-teal-700')}>{demosText(`agenda.status.${demo.status}`)}</dd>
        </div>
      </dl>
    </section>
  );
}
