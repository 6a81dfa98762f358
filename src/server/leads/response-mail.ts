import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { env } from '@/env';
import type { AdminTable, Database, Lead } from '../db/database';
import { claimRows, releaseRows, settleRows } from '../jobs/claim';
import type { Job } from '../jobs/runner';
import { fieldLines, sendMailBatches } from '../mail/batches';
import { mailSettingsFromEnv, type MailSettings } from '../mail/settings';
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

/** Sends the claimed leads' messages; a failure gives back the lead it failed on and those not yet tried, then throws. */
function sendClaimed(db: Kysely<Database>, settings: MailSettings, column: Column, messages: { lead: Lead; to: string[]; subject: string; text: string }[]): Promise<number> {
  return sendMailBatches(settings, [
    {
      rows: messages,
      message: ({ to, subject, text }) => ({ to, subject, text }),
      giveBack: (rows) => releaseRows(db, 'leads', column, rows.map((row) => row.lead)),
      settle: (rows) => settleRows(db, 'leads', column, rows.map((row) => row.lead)),
    },
  ]);
}

/** E-mails each new lead's owner (at the owner's notice address, else the site's lead address). Each lead is claimed (its mark set) first, so two instances never both send one. */
export async function sendLeadOwnerNotices(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const claimed = await claimRows(db, 'leads', {
    claimable: (eb) => eb.and([eb('owner_notified_at', 'is', null), eb('owner_id', 'is not', null)]),
    set: { owner_notified_at: now.toISOString() },
    mark: 'owner_notified_at',
    orderBy: 'created_at',
    limit: 50,
  }, now);
  if (!claimed.length) return 0;
  let owners: Map<string, Selectable<AdminTable>>;
  try {
    owners = new Map((await db.selectFrom('admins').selectAll().where('id', 'in', claimed.map((lead) => lead.owner_id!)).execute()).map((admin) => [admin.id, admin]));
  } catch (error) {
    await releaseRows(db, 'leads', 'owner_notified_at', claimed);
    throw error;
  }
  // A lead whose owner just went is left for the next run, as before it was assigned.
  await releaseRows(db, 'leads', 'owner_notified_at', claimed.filter((lead) => !owners.has(lead.owner_id!)));
  const messages = claimed.flatMap((lead) => {
    const owner = owners.get(lead.owner_id!);
    return owner ? [{ lead, to: [owner.notify_email ?? settings.to], ...ownerNotice(lead, owner) }] : [];
  });
  return sendClaimed(db, settings, 'owner_notified_at', messages);
}

/**
 * One e-mail per lead still unanswered four working hours after it arrived, to every active admin (their
 * notice addresses, else the site's lead address), in the first admin's language. `escalated_at` marks
 * it claimed, so it goes once.
 */
export async function sendLeadEscalations(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await claimRows(db, 'leads', {
    claimable: (eb) => eb.and([eb('escalated_at', 'is', null), eb('escalate_at', '<=', at), eb('first_response_at', 'is', null)]),
    set: { escalated_at: at },
    mark: 'escalated_at',
    orderBy: 'escalate_at',
    limit: 50,
  }, now);
  if (!due.length) return 0;
  let messages;
  try {
    const admins = await db.selectFrom('admins').selectAll().where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('created_at').execute();
    const to = [...new Set(admins.map((admin) => admin.notify_email ?? settings.to))];
    const locale = admins[0] ? accountLocale(admins[0]) : 'ar';
    const names = new Map((await db.selectFrom('admins').select(['id', 'username']).execute()).map((admin) => [admin.id, admin.username]));
    messages = due.map((lead) => ({ lead, to, ...escalationNotice(lead, lead.owner_id ? (names.get(lead.owner_id) ?? null) : null, locale) }));
  } catch (error) {
    await releaseRows(db, 'leads', 'escalated_at', due);
    throw error;
  }
  return sendClaimed(db, settings, 'escalated_at', messages);
}

/** Every minute: the escalation of leads four working hours overdue, and new leads' owner notices; each tried even when the other fails. */
export function leadResponseMailJob(settings: () => MailSettings | null = () => mailSettingsFromEnv()): Job {
  return {
    name: 'lead-response-mail',
    enabled: () => settings() !== null,
    everyMs: 60_000,
    run: async (db) => {
      const current = settings();
      if (!current) return 0;
      const runs = await Promise.allSettled([sendLeadEscalations(db, current), sendLeadOwnerNotices(db, current)]);
      let sent = 0;
      for (const run of runs) {
        if (run.status === 'rejected') throw run.reason;
        sent += run.value;
      }
      return sent;
    },
  };
}
