/**
 * The visitor's choice of language, for every public page (src/app/[locale]/): the language is chosen
 * only by the address and by that choice (src/i18n/routing.ts), never guessed from the browser.
 */
import { hasLocale } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, routing } from '@/i18n/routing';
import { hasArabicPrefix, inLocale } from './answers';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** English addresses of what may have no Arabic version: a blog post (or the feed), a guide's English PDF. */
const ONE_LANGUAGE_PATH = /^\/resources\/(?:blog\/[^/]+|guides\/[^/]+\/pdf)\/?$/;

/**
 * A link that switches language carries ?lang=: remember the choice, then show the clean URL.
 * Prefetches only look ahead; they must not change the visitor's choice.
 */
export function languageSwitch(request: NextRequest): NextResponse | null {
  const chosen = request.nextUrl.searchParams.get('lang');
  if (!chosen || !hasLocale(routing.locales, chosen) || request.headers.get('next-router-prefetch')) return null;
  const target = request.nextUrl.clone();
  target.searchParams.delete('lang');
  target.pathname = inLocale(request.nextUrl.pathname, chosen);
  const response = NextResponse.redirect(target, 307);
  response.cookies.set(LANGUAGE_COOKIE, chosen, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
  return response;
}

/**
 * A visitor who chose Arabic is sent from an unprefixed URL to its Arabic page before any HTML, unless
 * the address names something that may exist in English only (a post, a guide's PDF, the feed): an
 * explicit URL opens what it names, and a post's Arabic URL would send an English post back (a loop).
 */
export function arabicChoiceRedirect(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (request.cookies.get(LANGUAGE_COOKIE)?.value !== 'ar' || hasArabicPrefix(pathname) || ONE_LANGUAGE_PATH.test(pathname)) return null;
  const target = request.nextUrl.clone();
  target.pathname = inLocale(pathname, 'ar');
  return NextResponse.redirect(target, 307);
}
