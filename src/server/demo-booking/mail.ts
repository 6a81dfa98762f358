import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import { formatRiyadhDateTimeRange } from '@/lib/riyadh-time';
import { absoluteUrl } from '@/lib/seo';
import type { Database, DemoBookingMailTable } from '../db/database';
import { serverMessage } from '../messages';
import { fieldLines, sendMailBatches } from '../mail/batches';
import { mailSettingsFromEnv, type MailSettings } from '../mail/settings';
import { claimRows, releaseRows, settleRows } from '../jobs/claim';
import type { Job } from '../jobs/runner';
import { asStaffLocale, staffTranslator, type StaffLocale } from '../staff/language';
import { bookingReference } from '@/lib/whatsapp';
import { demoIcs, hostValues, icsSequence } from './demo-ics';
import { firstName, visitorHostName } from './booking-view';

type MailKind = DemoBookingMailTable['kind'];

/** Everything one message of a booking needs. */
export interface DemoMailContext {
  kind: MailKind;
  booking: { id: string; demoRequestId: string; start: string; end: string; status: string; name: string; email: string; locale: Locale };
  /** `visitorName`: what the visitor is told (bookings.ts visitorHostName; null: "the Siyana team"); else the first word of `name`. */
  host: { name: string; email: string | null; locale: StaffLocale; visitorName?: string | null };
  request: { phone: string | null; company: string | null };
  manageUrl: string | null;
  /** For a rescheduled demo's host notice: the time it had before. */
  previousStart: string | null;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The visitor's message (confirmation, moved, cancelled, reminder) in the language they booked in: text, HTML and the calendar file. */
export function visitorDemoEmail(context: DemoMailContext, now = new Date()) {
  const { kind, booking, host, manageUrl } = context;
  const locale = booking.locale;
  const m = (key: string, values: Record<string, string> = {}) => serverMessage(locale, `DemoBooking.email.${key}`, values);
  const when = formatRiyadhDateTimeRange(booking.start, booking.end, locale);
  const hostWords = hostValues(host.visitorName === undefined ? firstName(host.name) : host.visitorName, locale);
  const hostName = hostWords.host;
  const lead = { cancelled: m('cancelledLead', { when }), reminder: m('reminderLead', { when }), rescheduled: m('rescheduledLead'), existing: m('existingLead') }[kind as string] ?? m('confirmedLead');
  const manage = manageUrl ? absoluteUrl(manageUrl) : null;
  const steps = kind === 'cancelled' ? [] : [m('steps.one'), m('steps.two', hostWords), m('steps.three')];
  const reference = m('reference', { reference: bookingReference(booking.demoRequestId) });
  const text = [
    m('greeting', { name: booking.name }),
    '',
    lead,
    ...(kind === 'cancelled' ? [] : ['', m('when', { when }), m('host', { host: hostName }), reference, '', m('nextTitle'), ...steps.map((step, index) => `${index + 1}. ${step}`), '', manage ? m('manage', { url: manage }) : m('manageEarlier')]),
    ...(kind === 'cancelled' ? ['', m('bookAgain', { url: absoluteUrl(locale === 'ar' ? '/ar/request-demo' : '/request-demo') })] : []),
    '',
    m('signature'),
  ].join('\n');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(m(`subject.${kind}`, { when }))}</title></head>
<body style="margin:0;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#0f1f3d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:1px solid #dde3ec;text-align:${dir === 'rtl' ? 'right' : 'left'}" dir="${dir}">
<tr><td style="padding:28px 28px 8px"><p style="margin:0;font-size:15px;font-weight:bold;color:#0f766e">Siyana</p>
<h1 style="margin:12px 0 0;font-size:22px;line-height:1.35">${escapeHtml(lead)}</h1>
<p style="margin:12px 0 0;font-size:15px;line-height:1.6">${escapeHtml(m('greeting', { name: booking.name }))}</p></td></tr>
${kind === 'cancelled' ? '' : `<tr><td style="padding:16px 28px"><table role="presentation" width="100%" style="background:#eef7f6;border-radius:12px"><tr><td style="padding:16px 18px;font-size:15px;line-height:1.6">
<strong>${escapeHtml(when)}</strong><br>${escapeHtml(m('host', { host: hostName }))}<br>${escapeHtml(reference)}</td></tr></table></td></tr>
<tr><td style="padding:8px 28px"><h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(m('nextTitle'))}</h2><ol style="margin:0;padding-inline-start:20px;font-size:14px;line-height:1.7">${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol></td></tr>
<tr><td style="padding:16px 28px">${manage ? `<a href="${escapeHtml(manage)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:10px;font-size:15px">${escapeHtml(m('manageButton'))}</a>` : `<p style="margin:0;font-size:14px">${escapeHtml(m('manageEarlier'))}</p>`}
<p style="margin:12px 0 0;font-size:13px;color:#5b6b82">${escapeHtml(m('calendarNote'))}</p></td></tr>`}
<tr><td style="padding:8px 28px 28px;font-size:14px;line-height:1.6;white-space:pre-line">${escapeHtml(m('signature'))}</td></tr>
</table></td></tr></table></body></html>`;
  const ics = demoIcs({ uid: booking.demoRequestId, start: booking.start, end: booking.end, hostName: hostWords.team === 'yes' ? null : hostName, locale, manageUrl, cancelled: kind === 'cancelled', sequence: icsSequence(now.toISOString(), kind === 'cancelled'), now });
  return {
    subject: m(`subject.${kind}`, { when }),
    text,
    html,
    attachments: kind === 'reminder' ? [] : [{ filename: 'siyana-demo.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'}` }],
  };
}

/** The host's notice, in the language the host reads the staff area in (their account's). */
export function hostDemoEmail(context: DemoMailContext): { subject: string; text: string } {
  const { kind, booking, request, previousStart, host } = context;
  const t = staffTranslator(host.locale, 'AdminDemos');
  const when = formatRiyadhDateTimeRange(booking.start, booking.end, host.locale);
  const what = t(kind === 'host-booked' ? 'hostMail.booked' : kind === 'host-rescheduled' ? 'hostMail.rescheduled' : 'hostMail.cancelled');
  const length = Date.parse(booking.end) - Date.parse(booking.start);
  const fields: [string, string | null][] = [
    [t('hostMail.when'), when],
    [t('hostMail.before'), kind === 'host-rescheduled' && previousStart ? formatRiyadhDateTimeRange(previousStart, new Date(Date.parse(previousStart) + length).toISOString(), host.locale) : null],
    [t('hostMail.name'), booking.name],
    [t('hostMail.email'), booking.email],
    [t('hostMail.phone'), request.phone],
    [t('hostMail.company'), request.company],
    [t('hostMail.language'), t(`hostMail.languages.${booking.locale}`)],
    [t('hostMail.agenda'), absoluteUrl('/admin/demos')],
  ];
  return { subject: t('hostMail.subject', { what, name: booking.name, when }), text: fieldLines(fields) };
}

type Pending = DemoMailContext & { mailId: string };

/** What each claimed message needs, in the order they were claimed. */
async function contextsOf(db: Kysely<Database>, mailIds: string[]): Promise<Pending[]> {
  const rows = await db
    .selectFrom('demo_booking_mail')
    .innerJoin('demo_bookings', 'demo_bookings.id', 'demo_booking_mail.booking_id')
    .leftJoin('demo_hosts', 'demo_hosts.admin_id', 'demo_bookings.host_id')
    .leftJoin('admins', 'admins.id', 'demo_bookings.host_id')
    .leftJoin('demo_requests', 'demo_requests.id', 'demo_bookings.demo_request_id')
    .select([
      'demo_booking_mail.id as mail_id', 'demo_booking_mail.kind', 'demo_booking_mail.manage_url',
      'demo_bookings.id', 'demo_bookings.demo_request_id', 'demo_bookings.start_at', 'demo_bookings.end_at', 'demo_bookings.status', 'demo_bookings.name', 'demo_bookings.email', 'demo_bookings.locale',
      'demo_hosts.display_name', 'demo_hosts.display_name_ar', 'demo_hosts.email as host_email', 'admins.username', 'admins.locale as host_locale', 'demo_requests.phone', 'demo_requests.company',
    ])
    .where('demo_booking_mail.id', 'in', mailIds)
    .execute();
  const previous = new Map<string, string>();
  const moved = rows.filter((row) => row.kind === 'host-rescheduled').map((row) => row.id);
  if (moved.length) {
    for (const row of await db.selectFrom('demo_bookings').select(['replaced_by', 'start_at']).where('replaced_by', 'in', moved).execute()) previous.set(row.replaced_by!, row.start_at);
  }
  const order = new Map(mailIds.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => order.get(a.mail_id)! - order.get(b.mail_id)!)
    .map((row) => ({
      mailId: row.mail_id,
      kind: row.kind,
      booking: { id: row.id, demoRequestId: row.demo_request_id, start: row.start_at, end: row.end_at, status: row.status, name: row.name, email: row.email, locale: row.locale },
      host: { name: row.display_name || row.username || '', email: row.host_email, locale: asStaffLocale(row.host_locale), visitorName: visitorHostName({ en: row.display_name, ar: row.display_name_ar }, row.locale) },
      request: { phone: row.phone ?? null, company: row.company ?? null },
      manageUrl: row.manage_url,
      previousStart: previous.get(row.id) ?? null,
    }));
}

/**
 * Sends the booking e-mails that are due: the visitor's (with the calendar file) and the host's (to the
 * host's address, else the leads address). Each message is claimed (its `sent_at` set) before it is
 * sent, and a failure gives it back for the next run. A reminder of a demo no longer booked is dropped.
 * A sent message's row forgets the manage link it carried.
 */
export async function sendPendingDemoMail(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const claimed = await claimRows(db, 'demo_booking_mail', { claimable: (eb) => eb.and([eb('sent_at', 'is', null), eb('due_at', '<=', at)]), set: { sent_at: at }, mark: 'sent_at', orderBy: 'due_at', limit: 50 }, now);
  if (claimed.length === 0) return 0;
  const giveBack = (rows: { mailId: string }[]) => releaseRows(db, 'demo_booking_mail', 'sent_at', rows.map((row) => ({ id: row.mailId })));
  const settle = (rows: { mailId: string }[]) => settleRows(db, 'demo_booking_mail', 'sent_at', rows.map((row) => ({ id: row.mailId })));
  let pending: Pending[];
  try {
    pending = await contextsOf(db, claimed.map((row) => row.id));
  } catch (error) {
    await giveBack(claimed.map((row) => ({ mailId: row.id })));
    throw error;
  }
  const sent = (row: Pending) => db.updateTable('demo_booking_mail').set({ manage_url: null }).where('id', '=', row.mailId).execute();
  // A reminder of a demo no longer booked stays claimed, unsent.
  const stale = pending.filter((row) => row.kind === 'reminder' && row.booking.status !== 'booked');
  await Promise.all(stale.map(sent));
  await settle(stale);
  const live = pending.filter((row) => !stale.includes(row));
  return sendMailBatches(settings, [
    { rows: live.filter((row) => !row.kind.startsWith('host-')), message: (row) => ({ to: row.booking.email, replyTo: settings.to, ...visitorDemoEmail(row, now) }), giveBack, settle, sent },
    { rows: live.filter((row) => row.kind.startsWith('host-')), message: (row) => ({ to: row.host.email ?? settings.to, replyTo: row.booking.email, ...hostDemoEmail(row) }), giveBack, settle, sent },
  ]);
}

/** The booking e-mails (confirmations, changes, host notices) as they fall due, and the reminders the day before. */
export function demoMailJob(settings: () => MailSettings | null = () => mailSettingsFromEnv()): Job {
  return {
    name: 'demo-mail',
    enabled: () => settings() !== null,
    // Reminders fall due with no request to wake the job.
    everyMs: 5 * 60 * 1000,
    run: async (db) => {
      const current = settings();
      return current ? sendPendingDemoMail(db, current) : 0;
    },
  };
}
