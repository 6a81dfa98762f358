import 'server-only';
import type { Kysely } from 'kysely';
import { resourceTitle } from '@/server/forms/resource-title';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';
import type { Database, ResourceLead } from '../db/database';
import { claimRows, releaseRows, settleRows } from '../jobs/claim';
import { serverMessage } from '../messages';
import { confirmationCutoff, fieldLines, sendMailBatches } from '../mail/batches';
import type { MailSettings } from '../mail/settings';

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
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  return { subject: `${lead.kind === 'guide' ? 'New guide download' : 'New course enrolment'}: ${who} - ${title}`, text: fieldLines(fields) };
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
 * confirmation. Runs after the rows are committed, never inside a request's answer. Each message's row is
 * claimed (its mark set) before it is sent; a failed message gives back its row and the rest of its kind
 * for the next run, and the other kind is still tried.
 */
export async function sendPendingResourceLeadMail(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const notices = await claimRows(db, 'resource_leads', { claimable: (eb) => eb('notified_at', 'is', null), set: { notified_at: at }, mark: 'notified_at', orderBy: 'created_at', limit: 50 }, now);
  const confirmations = await claimRows(db, 'resource_leads', {
    claimable: (eb) => eb.and([eb('kind', '=', 'course'), eb('confirmation_sent_at', 'is', null), eb('created_at', '>=', confirmationCutoff(now))]),
    set: { confirmation_sent_at: at },
    mark: 'confirmation_sent_at',
    orderBy: 'created_at',
    limit: 50,
  }, now);
  const giveBack = (column: 'notified_at' | 'confirmation_sent_at') => (rows: ResourceLead[]) => releaseRows(db, 'resource_leads', column, rows);
  const settle = (column: 'notified_at' | 'confirmation_sent_at') => (rows: ResourceLead[]) => settleRows(db, 'resource_leads', column, rows);
  return sendMailBatches(settings, [
    { rows: notices, message: (lead) => ({ to: settings.to, replyTo: lead.email, ...resourceLeadStaffEmail(lead) }), giveBack: giveBack('notified_at'), settle: settle('notified_at') },
    // Replies to a confirmation reach the team that receives the leads.
    { rows: confirmations, message: (lead) => ({ to: lead.email, replyTo: settings.to, ...courseConfirmationEmail(lead) }), giveBack: giveBack('confirmation_sent_at'), settle: settle('confirmation_sent_at') },
  ]);
}
