import 'server-only';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailSettings } from './settings';

/** A confirmation that could not be sent for this long (mail down) is no longer sent: it would arrive out of the blue. */
const CONFIRMATION_WINDOW_MS = 48 * 60 * 60 * 1000;

/** The oldest creation time a confirmation is still sent for. */
export function confirmationCutoff(now: Date): string {
  return new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString();
}

/** A staff notice's text: one "Label: value" line for each field that has a value. */
export function fieldLines(fields: [label: string, value: string | null][]): string {
  return fields
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** One kind of message (staff notices, visitor confirmations) for rows still waiting for it. */
export interface MailBatch<Row> {
  rows: Row[];
  message: (row: Row) => Omit<SendMailOptions, 'from'>;
  /** Marks the row sent, so the next run does not send it again. */
  markSent: (row: Row) => Promise<unknown>;
}

/**
 * Sends the batches over one SMTP connection and returns how many messages went out. A failed message
 * leaves its row pending for the next run and ends its batch; the other batches are still tried, and the
 * first failure is thrown at the end.
 */
export async function sendMailBatches<Row>(settings: MailSettings, batches: MailBatch<Row>[]): Promise<number> {
  if (batches.every((batch) => batch.rows.length === 0)) return 0;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  let failure: unknown;
  try {
    for (const { rows, message, markSent } of batches) {
      try {
        for (const row of rows) {
          await transport.sendMail({ from: settings.from, ...message(row) });
          await markSent(row);
          sent += 1;
        }
      } catch (error) {
        failure ??= error;
      }
    }
  } finally {
    transport.close();
  }
  if (failure) throw failure;
  return sent;
}
