import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { env } from '@/env';
import type { AdminTable, Database, Lead } from '../db/database';
import { fieldLines } from '../mail/batches';
import { mailSettingsFromEnv, type MailSettings } from '../mail/settings';
import { logger } from '../logger';
import { formatWorkingTime, responseText, accountLocale, type StaffLocale } from './response-text';
import { ESCALATION_MINUTES } from './response-clock';
import { staffFormats, staffTranslator } from '../staff/language';

const riyadhTime = (locale: StaffLocale) => staffFormats(locale).dateTime;

const whoOf = (lead: Lead) => lead.name ?? lead.company ?? lead.email ?? lead.phone ?? lead.id.slice(0, 8);

function leadLines(lead: Lead, locale: StaffLocale, extra: [string, string | null][] = []): string {
  const t = responseText(locale);
  return fieldLines([
    [t('mail.kind'), staffTranslator(locale)(`leads.kinds.${lead.kind}`)],
    [t('mail.name'), lead.name],
    [t('mail.company'), lead.company],
    [t('mail.email'), lead.email],
    [t('mail.phone'), lead.phone],
    [t('mail.asked'), lead.summary],
    [t('mail.received'), riyadhTime(locale).format(new Date(lead.created_at))],
    ...extra,
    [t('mail.open'), `${env.SITE_URL.replace(/\/$/, '')}/admin/leads/${lead.id}`],
  ]);
}

/** The owner's notice of a new lead, in the owner's staff language. */
export function ownerNotice(lead: Lead, owner: Pick<AdminTable, 'username'> & { locale?: string }): { subject: string; text: string } {
  const locale = accountLocale(owner);
  const t = responseText(locale);
  return {
    subject: t('mail.ownerSubject', { who: whoOf(lead) }),
    text: `${t('mail.ownerIntro', { due: riyadhTime(locale).format(new Date(lead.due_at)) })}\n\n${leadLines(lead, locale)}`,
  };
}

/** The admins' notice of a lead four working hours overdue. */
export function escalationNotice(lead: Lead, ownerName: string | null, locale: StaffLocale): { subject: string; text: string } {
  const t = responseText(locale);
  const owner = ownerName ?? t('dashboard.nobody');
  return {
    subject: t('mail.escalationSubject', { who: whoOf(lead), time: formatWorkingTime(ESCALATION_MINUTES, locale) }),
    text: `${t('mail.escalationIntro', { owner })}\n\n${leadLines(lead, locale, [[t('mail.owner'), owner]])}`,
  };
}

type Column = 'owner_notified_at' | 'escalated_at';

/** Takes a lead for one mail: only the run that sets the mark sends it (two instances never both do). */
async function claim(db: Kysely<Database>, id: string, column: Column, at: string): Promise<boolean> {
  const result = await db.updateTable('leads').set({ [column]: at }).where('id', '=', id).where(column, 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sends claimed messages; a failure gives back the lead it failed on and those not yet tried, then throws. */
async function sendClaimed(settings: MailSettings, column: Column, db: Kysely<Database>, messages: { id: string; to: string[]; subject: string; text: string }[]): Promise<number> {
  if (!messages.length) return 0;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  try {
    for (const message of messages) {
      await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text });
      sent += 1;
    }
  } catch (error) {
    const unsent = messages.slice(sent).map((message) => message.id);
    await db.updateTable('leads').set({ [column]: null }).where('id', 'in', unsent).execute();
    throw error;
  } finally {
    transport.close();
  }
  return sent;
}

/** E-mails each new lead's owner (at the owner's notice address, else the site's lead address). */
export async function sendLeadOwnerNotices(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const pending = await db.selectFrom('leads').selectAll().where('owner_notified_at', 'is', null).where('owner_id', 'is not', null).orderBy('created_at').limit(50).execute();
  if (!pending.length) return 0;
  const owners = new Map((await db.selectFrom('admins').selectAll().where('id', 'in', pending.map((lead) => lead.owner_id!)).execute()).map((admin) => [admin.id, admin]));
  const at = now.toISOString();
  const messages = [];
  for (const lead of pending) {
    const owner = owners.get(lead.owner_id!);
    if (!owner || !(await claim(db, lead.id, 'owner_notified_at', at))) continue;
    messages.push({ id: lead.id, to: [owner.notify_email ?? settings.to], ...ownerNotice(lead, owner) });
  }
  return sendClaimed(settings, 'owner_notified_at', db, messages);
}

/**
 * One e-mail per lead still unanswered four working hours after it arrived, to every active admin (their
 * notice addresses, else the site's lead address), in the first admin's language. `escalated_at` marks
 * it sent, so it goes once.
 */
export async function sendLeadEscalations(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('leads')
    .selectAll()
    .where('escalated_at', 'is', null)
    .where('escalate_at', '<=', at)
    .where('first_response_at', 'is', null)
    .orderBy('escalate_at')
    .limit(50)
    .execute();
  if (!due.length) return 0;
  const admins = await db.selectFrom('admins').selectAll().where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('created_at').execute();
  const to = [...new Set(admins.map((admin) => admin.notify_email ?? settings.to))];
  const locale = admins[0] ? accountLocale(admins[0]) : 'ar';
  const names = new Map((await db.selectFrom('admins').select(['id', 'username']).execute()).map((admin) => [admin.id, admin.username]));
  const messages = [];
  for (const lead of due) {
    if (!(await claim(db, lead.id, 'escalated_at', at))) continue;
    messages.push({ id: lead.id, to, ...escalationNotice(lead, lead.owner_id ? (names.get(lead.owner_id) ?? null) : null, locale) });
  }
  return sendClaimed(settings, 'escalated_at', db, messages);
}

const CHECK_MS = 60_000;
let timer: NodeJS.Timeout | undefined;

/** Checks every minute for overdue leads to escalate (and owner notices left by a failure). Started once per server. */
export function startLeadResponseMail(db: Kysely<Database>, settings = mailSettingsFromEnv()): void {
  if (!settings || timer) return;
  const run = () => {
    Promise.allSettled([sendLeadEscalations(db, settings), sendLeadOwnerNotices(db, settings)]).then((results) => {
      for (const result of results) {
        if (result.status === 'rejected') logger.error({ err: result.reason }, 'lead response mail failed; will retry');
        else if (result.value) logger.info({ sent: result.value }, 'lead response mail sent');
      }
    });
  };
  timer = setInterval(run, CHECK_MS);
  timer.unref();
  run();
}
