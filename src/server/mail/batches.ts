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

/** One kind of message (staff notices, visitor confirmations) for the rows a run has claimed (claimRows). */
export interface MailBatch<Row> {
  rows: Row[];
  message: (row: Row) => Omit<SendMailOptions, 'from'>;
  /** Gives back the rows a failure left unsent, so that a later run sends them. */
  giveBack: (rows: Row[]) => Promise<unknown>;
  /** After a row's message went out: its claim is settled (`settleRows`), so it is never sent again. */
  settle: (rows: Row[]) => Promise<unknown>;
  /** After a row's message went out: forgets what it no longer needs (a link it carried). */
  sent?: (row: Row) => Promise<unknown>;
}

/**
 * Sends the batches over one SMTP connection and returns how many messages went out. A failed message
 * ends its batch and gives back its row and the rest of the batch; the other batches are still tried,
 * and the first failure is thrown at the end.
 */
export async function sendMailBatches<Row>(settings: Pick<MailSettings, 'smtpUrl' | 'from'>, batches: MailBatch<Row>[]): Promise<number> {
  if (batches.every((batch) => batch.rows.length === 0)) return 0;
  let sent = 0;
  let failure: unknown;
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  try {
    transport = nodemailer.createTransport(settings.smtpUrl);
    for (const { rows, message, giveBack, settle, sent: after } of batches) {
      let done = 0;
      try {
        for (const row of rows) {
          await transport.sendMail({ from: settings.from, ...message(row) });
          done += 1;
          sent += 1;
          await settle([row]);
          await after?.(row);
        }
      } catch (error) {
        failure ??= error;
        await giveBack(rows.slice(done));
      }
    }
  } catch (error) {
    // No transport (a malformed SMTP URL): nothing was sent.
    failure ??= error;
    if (!transport) await Promise.all(batches.map((batch) => batch.giveBack(batch.rows)));
  } finally {
    transport?.close();
  }
  if (failure) throw failure;
  return sent;
}
