import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { hasLocale } from 'next-intl';
import { env } from '@/env';
import { routing, type Locale } from '@/i18n/routing';
import { chooseClientAddress, PEER_ADDRESS_HEADER } from '@/lib/trusted-proxies';
import { serverMessage } from '../messages';

export const MAX_JSON_BODY_BYTES = 32 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: NextResponse };

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ success: false, message, ...extra }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** A success answer, `{ success: true, ...data }`, never cached. */
export function ok(data: Record<string, unknown>, status = 200): NextResponse {
  return NextResponse.json({ success: true, ...data }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The language a handler answers in: the body's `locale` when it is one of ours, else English. */
export function localeOf(body: unknown): Locale {
  const locale = body && typeof body === 'object' ? (body as { locale?: unknown }).locale : undefined;
  return typeof locale === 'string' && hasLocale(routing.locales, locale) ? locale : 'en';
}

/** The language of the request's `?locale=` (a page's form posts to it), else English. */
export function queryLocale(request: Request): Locale {
  return localeOf({ locale: new URL(request.url).searchParams.get('locale') });
}

/** True when the request declares a JSON body (`application/json`, with or without parameters). */
/**
 * `application/json` in UTF-8 (the only encoding JSON has, RFC 8259) and not compressed: a body
 * declared as anything else is refused rather than read as something it says it is not.
 */
function declaresJson(request: Request): boolean {
  const [type, ...parameters] = (request.headers.get('content-type') ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return false;
  const encoding = request.headers.get('content-encoding')?.trim().toLowerCase();
  return !encoding || encoding === 'identity';
}

/** The body, or null as soon as it grows past `limit`: a large upload is never held in memory whole. */
export async function readCapped(request: Request, limit: number): Promise<Buffer | null> {
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body of at most `limit` bytes: 415 unless it is declared as uncompressed UTF-8 JSON
 * (a form post or `text/plain` from another page never reaches a handler), 413 when larger, 400
 * when it is not JSON.
 */
export async function readJsonBody(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  if (!declaresJson(request)) return { ok: false, response: jsonError(415, serverMessage('en', 'Api.notJson')) };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return { ok: false, response: jsonError(413, serverMessage('en', 'Api.tooLarge')) };
  const body = await readCapped(request, limit);
  if (!body) return { ok: false, response: jsonError(413, serverMessage('en', 'Api.tooLarge')) };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false, response: jsonError(400, serverMessage('en', 'Api.malformedJson')) };
  }
}

/** The origin this request was sent to as the server sees it: scheme from the proxy or the URL, host from the Host header. */
function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const scheme = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.slice(0, -1);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || url.host;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * True when the browser says the request comes from another site: its Origin, compared whole (scheme,
 * host and port), is neither SITE_URL's origin nor the origin the request was sent to (a preview or an
 * internal address of the same server). Requests without an Origin header (server-to-server tools)
 * are not browser cross-site requests and pass; `Origin: null` (sandboxed frames, file pages) does not.
 */
export function isForeignOrigin(request: Request): boolean {
  const header = request.headers.get('origin');
  if (!header) return false;
  let origin: string;
  try {
    origin = new URL(header).origin;
  } catch {
    return true;
  }
  if (origin === 'null') return true;
  return origin !== new URL(env.SITE_URL).origin && origin !== requestOrigin(request);
}

/**
 * The client's address (every rate limit's key): the connection's address, or, when it is a trusted
 * proxy (TRUSTED_PROXIES), the X-Forwarded-For entry that proxy vouches for (src/lib/trusted-proxies.ts).
 * X-Real-IP is not read: any client can send it.
 */
export function clientIp(request: Request): string {
  return chooseClientAddress(request.headers.get('x-forwarded-for'), request.headers.get(PEER_ADDRESS_HEADER), env.TRUSTED_PROXIES);
}

/** `{ field: message }` for each invalid field, in the request's language. */
export function fieldErrors(error: z.ZodError, locale: Locale, namespace: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    try {
      errors[field] = serverMessage(locale, `${namespace}.${issue.message}`);
    } catch {
      errors[field] = serverMessage(locale, 'Api.invalid');
    }
  }
  return errors;
}
