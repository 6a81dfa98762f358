'use client';

import { errorScreen } from '@/content/error-screen';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/i18n/routing';

/**
 * What a visitor sees when a page fails on our side: what happened in plain words, "Try again"
 * (renders the page again) and a way home. No error text or stack: the server log has the details.
 */
export function ErrorScreen({ locale, retry }: { locale: Locale; retry: () => void }) {
  const home = locale === 'ar' ? '/ar' : '/';
  return (
    <section aria-labelledby="error-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 id="error-title" className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
        {errorScreen.title[locale]}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{errorScreen.body[locale]}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonVariants({ size: 'lg' })}>
          {errorScreen.retry[locale]}
        </button>
        {/* A full page load: the failed page's client state is not reused. */}
        <a href={home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {errorScreen.home[locale]}
        </a>
      </div>
      <p className="mt-8 text-sm text-muted">
        {errorScreen.help[locale]}{' '}
        <a href={locale === 'ar' ? '/ar/resources/support' : '/resources/support'} className="font-semibold text-teal-700 underline underline-offset-4">
          {errorScreen.support[locale]}
        </a>
      </p>
    </section>
  );
}
