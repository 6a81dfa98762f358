/**
 * A real SMTP server on a random local port for tests, keeping what it receives with the headers
 * and body decoded (nodemailer writes non-ASCII text as RFC 2047 words and quoted-printable or base64).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailPart {
  headers: Record<string, string>;
  /** Decoded; text with \n line ends, an attachment's bytes as sent (an .ics file keeps its CRLF). */
  body: string;
}

export interface ReceivedMail extends MailPart {
  from: string;
  to: string[];
  /** Each part of a multipart message (the text and the attachments); empty for a single-part one. */
  parts: MailPart[];
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Headers and decoded body of one MIME entity; a multipart body is split into its (flattened) parts. */
function parseEntity(raw: string): MailPart & { parts: MailPart[] } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const content = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = content
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((chunk) => parseEntity(chunk.replace(/^\r\n/, '')))
      .flatMap((part) => (part.parts.length ? part.parts : [part]));
    return { headers, body: '', parts };
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const body = encoding === 'base64' ? Buffer.from(content, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(content) : content;
  const attachment = headers['content-disposition']?.startsWith('attachment');
  return { headers, body: attachment ? body : body.replace(/\r\n/g, '\n'), parts: [] };
}

export async function startSmtpServer({ failing = false } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing) return callback(new Error('mailbox unavailable'));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...parseEntity(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The first link in a mail's body that starts with `prefix`. */
export function linkIn(mail: ReceivedMail | undefined, prefix: string): string | undefined {
  return mail?.body.split(/\s+/).find((word) => word.startsWith(prefix));
}
