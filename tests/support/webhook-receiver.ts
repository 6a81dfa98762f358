/**
 * A real HTTP receiver for the CRM webhook, as a CRM relay would be: it records every request, checks
 * its signature, and answers as the test says (a status, or no answer for a while). It can be stopped
 * and started again on the same port, as a receiver that goes down and comes back.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

export interface ReceivedRequest {
  delivery: string;
  timestamp: number;
  /** When the request arrived (ms since the epoch). */
  arrivedAt: number;
  signatureValid: boolean;
  contentType: string;
  body: string;
  /** What the receiver answered: a status, or `hang` (no answer before the sender gave up). */
  answer: number | 'hang';
}

/** `n` is this delivery's n-th request (1, 2 ...). */
export type Responder = (request: ReceivedRequest, n: number) => number | { hangMs: number };

export function validSignature(secret: string, timestamp: string, body: string, header: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startReceiver(secret: string, respond: Responder = () => 200, port = 0) {
  const received: ReceivedRequest[] = [];
  const perDelivery = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  let server: http.Server | undefined;
  let answerWith = respond;

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const delivery = String(request.headers['x-siyana-delivery'] ?? '');
          const timestamp = String(request.headers['x-siyana-timestamp'] ?? '');
          const entry: ReceivedRequest = {
            delivery,
            timestamp: Number(timestamp),
            arrivedAt: Date.now(),
            signatureValid: validSignature(secret, timestamp, body, String(request.headers['x-siyana-signature'] ?? '')),
            contentType: String(request.headers['content-type'] ?? ''),
            body,
            answer: 0,
          };
          const n = (perDelivery.get(delivery) ?? 0) + 1;
          perDelivery.set(delivery, n);
          received.push(entry);
          const answer = answerWith(entry, n);
          if (typeof answer === 'number') {
            entry.answer = answer;
            response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : `refused with ${answer}`);
          } else {
            entry.answer = 'hang';
            setTimeout(() => response.destroy(), answer.hangMs).unref();
          }
        });
      });
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port));
    });

  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `http://127.0.0.1:${boundPort}/hooks/siyana`,
    received,
    /** Requests the receiver answered with a 2xx, per delivery id. */
    accepted(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const entry of received) if (typeof entry.answer === 'number' && entry.answer < 300) counts.set(entry.delivery, (counts.get(entry.delivery) ?? 0) + 1);
      return counts;
    },
    respondWith(next: Responder) {
      answerWith = next;
    },
    /** Goes down: refuses connections until `start` again. */
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server?.listening) return resolve();
        server.close(() => resolve());
      }),
    start: () => listen(boundPort),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
