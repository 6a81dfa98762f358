import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CallToAction } from '@/content/types';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

interface CtaAction {
  href: string;
  label: string;
}

/** The closing call to action: navy band, heading, lead, a primary and an optional secondary action. */
export function CtaBand({ id, title, lead, primary, secondary, children }: { id: string; title: string; lead?: string; primary: CtaAction; secondary?: CtaAction; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-navy-900 px-6 py-14 text-center sm:px-12 sm:py-16">
        <div aria-hidden className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-teal-500/20 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute -start-24 -bottom-24 size-72 rounded-full bg-amber-500/10 blur-3xl" />
        <h2 id={id} className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        {lead && <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/80">{lead}</p>}
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href={primary.href} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {primary.label}
          </Link>
          {secondary && (
            <Link href={secondary.href} className={buttonVariants({ variant: 'light', size: 'lg' })}>
              {secondary.label}
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The band of a content record (every page's `cta`), in the page's language. */
export function ContentCtaBand({ id, cta, locale }: { id: string; cta: CallToAction; locale: Locale }) {
  return <CtaBand id={id} title={cta.title[locale]} lead={cta.lead[locale]} primary={{ href: cta.primary.href, label: cta.primary.label[locale] }} secondary={{ href: cta.secondary.href, label: cta.secondary.label[locale] }} />;
}
