import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailedDemoRequestRow, saveDemoRequest } from '@/server/forms/demo-requests';
import { sendPendingDemoRequestMail } from '@/server/forms/demo-request-mail';
import { createTestDatabase, type TestDatabase } from '../support/databases';

interface Received {
  to: string[];
  body: string;
}

/** A real SMTP server on a random local port, keeping what it receives. */
async function startSmtp(received: Received[], { failing = false } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing) return callback(new Error('mailbox unavailable'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const payload = {
  name: 'Abdullah Al-Harbi',
  email: 'abdullah@example.sa',
  phone: '0551234567',
  company: 'Harbi Facilities',
  industry: 'medical' as const,
  facilitySize: 'large' as const,
  currentSoftware: 'Spreadsheets',
  interestedSolutions: ['ppm' as const],
  budget: '250k-500k' as const,
  timeline: '3months' as const,
  locale: 'en' as const,
};

describe('staff alert for new leads', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => database.drop());

  it('keeps the lead pending when mail fails, then sends it once mail works', async () => {
    const id = await saveDemoRequest(database.db, detailedDemoRequestRow(payload));

    const broken = await startSmtp([], { failing: true });
    await expect(sendPendingDemoRequestMail(database.db, { smtpUrl: broken.url, to: 'sales@siyana.sa', from: 'site@siyana.sa' })).rejects.toThrow();
    await broken.close();
    const pending = await database.db.selectFrom('demo_requests').select('notified_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(pending.notified_at).toBeNull();

    const received: Received[] = [];
    const smtp = await startSmtp(received);
    expect(await sendPendingDemoRequestMail(database.db, { smtpUrl: smtp.url, to: 'sales@siyana.sa', from: 'site@siyana.sa' })).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['sales@siyana.sa']);
    expect(received[0]?.body).toContain('Subject: New demo request: Abdullah Al-Harbi (Harbi Facilities)');
    expect(received[0]?.body).toContain('Interested solutions: ppm');
    const done = await database.db.selectFrom('demo_requests').select('notified_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(done.notified_at).not.toBeNull();

    // Nothing is sent twice.
    expect(await sendPendingDemoRequestMail(database.db, { smtpUrl: smtp.url, to: 'sales@siyana.sa', from: 'site@siyana.sa' })).toBe(0);
    await smtp.close();
  });
});
