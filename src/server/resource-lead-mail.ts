import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { resourceTitle } from '@/server/resource-title';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';
import type { Database, ResourceLead } from './db/database';
import { serverMessage } from './i18n';
import type { MailSettings } from './lead-notifier';

/** A confirmation that could not be sent for this long (mail down) is no longer sent: it would arrive out of the blue. */
const CONFIRMATION_WINDOW_MS = 48 * 60 * 60 * 1000;

/** The staff notice of a new guide download or course enrolment, in English like the demo-request notices. */
export function resourceLeadStaffEmail(lead: ResourceLead): { subject: string; text: string } {
  const title = resourceTitle(lead.kind, lead.resource_id, 'en');
  const fields: [string, string | null][] = [
    [lead.kind === 'guide' ? 'Guide' : 'Course', `${title} (${lead.resource_id})`],
    ['Name', lead.name],
    ['Email', lead.email],
    ['Company', lead.company],
    ['Language', lead.locale],
    ['Page', lead.page],
    ['UTM', [lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content].filter(Boolean).join(' / ') || null],
    ['Referrer', lead.referrer],
    ['Consent', lead.consent_text],
    ['Received', lead.created_at],
  ];
  const text = fields
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  return { subject: `${lead.kind === 'guide' ? 'New guide download' : 'New course enrolment'}: ${who} - ${title}`, text };
}

/** The course page of a lead, absolute, in the visitor's language. */
export function coursePageUrl(courseId: string, locale: ResourceLead['locale']): string {
  return absoluteUrl(localizeHref(`/resources/courses/${courseId}`, locale));
}

/** The visitor's enrolment confirmation, in the language of the page they enrolled on. */
export function courseConfirmationEmail(lead: ResourceLead): { subject: string; text: string } {
  const m = (key: string, values: Record<string, string> = {}) => serverMessage(lead.locale, `ResourceLeads.confirmationEmail.${key}`, values);
  const title = resourceTitle('course', lead.resource_id, lead.locale);
  const text = [
    m('greeting', { name: lead.name }),
    '',
    m('enrolled', { title }),
    '',
    m('nextTitle'),
    `1. ${m('step1')}`,
    `2. ${m('step2')}`,
    `3. ${m('step3')}`,
    '',
    m('link', { url: coursePageUrl(lead.resource_id, lead.locale) }),
    '',
    m('reply'),
    m('notYou'),
    '',
    m('signature'),
  ].join('\n');
  return { subject: m('subject', { title }), text };
}

/**
 * E-mails staff about every resource lead not yet notified, and each recent course enrolment its
 * confirmation. Runs after the rows are committed, never inside a request's answer. A failed message
 * leaves its row pending for the next run; the other kind of message is still tried.
 */
export async function sendPendingResourceLeadMail(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const notices = await db.selectFrom('resource_leads').selectAll().where('notified_at', 'is', null).orderBy('created_at').limit(50).execute();
  const confirmations = await db
    .selectFrom('resource_leads')
    .selectAll()
    .where('kind', '=', 'course')
    .where('confirmation_sent_at', 'is', null)
    .where('created_at', '>=', new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString())
    .orderBy('created_at')
    .limit(50)
    .execute();
  if (notices.length === 0 && confirmations.length === 0) return 0;

  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  let failure: unknown;
  try {
    try {
      for (const lead of notices) {
        const { subject, text } = resourceLeadStaffEmail(lead);
        await transport.sendMail({ from: settings.from, to: settings.to, replyTo: lead.email, subject, text });
        await db.updateTable('resource_leads').set({ notified_at: new Date().toISOString() }).where('id', '=', lead.id).execute();
        sent += 1;
      }
    } catch (error) {
      failure = error;
    }
    try {
      for (const lead of confirmations) {
        const { subject, text } = courseConfirmationEmail(lead);
        // Replies reach the team that receives the leads.
        await transport.sendMail({ from: settings.from, to: lead.email, replyTo: settings.to, subject, text });
        await db.updateTable('resource_leads').set({ confirmation_sent_at: new Date().toISOString() }).where('id', '=', lead.id).execute();
        sent += 1;
      }
    } catch (error) {
      failure ??= error;
    }
  } finally {
    transport.close();
  }
  if (failure) throw failure;
  return sent;
}
