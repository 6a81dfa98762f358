import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { PEER_ADDRESS_HEADER } from '@/lib/trusted-proxies';

let recording = false;

/**
 * Writes each connection's address into its request's PEER_ADDRESS_HEADER, replacing whatever a client
 * sent, before Next.js sees the request: Node publishes `http.server.request.start` on its diagnostics
 * channel before the server's 'request' event, for every HTTP server of the process (the standalone
 * server, `next start`, `next dev`). Route handlers get a Fetch `Request` without a socket, and Next.js
 * fills in X-Forwarded-For from the socket only when the client sent none, so this is how they learn
 * who connected. Called once, from src/instrumentation.ts.
 */
export function recordPeerAddresses(): void {
  if (recording) return;
  recording = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? 'unknown';
  });
}
