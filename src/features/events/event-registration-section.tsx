import { CalendarClock, Lock, Users } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/site/island-messages';
import { buttonVariants } from '@/components/ui/button-variants';
import { localizeHref, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { RegistrationState } from '@/server/events/events';
import { RegistrationForm } from './registration-form';

const notices = {
  past: { icon: CalendarClock, title: 'pastTitle', text: 'pastText', action: 'allEvents', href: '/resources/events' },
  closed: { icon: Lock, title: 'closedTitle', text: 'closedText', action: 'newsletterCta', href: '/resources/events#newsletter' },
  full: { icon: Users, title: 'fullTitle', text: 'fullText', action: 'newsletterCta', href: '/resources/events#newsletter' },
} as const;

/** The section's states: an event that has started or ended takes no registrations either way. */
type State = 'open' | 'past' | 'closed' | 'full';

/**
 * An event page's registration section (`#register`): the form while seats are open, or why it is not
 * there (the event has started, staff closed registration, every seat is taken) with the next step.
 * `registrationState` (src/server/events/events.ts) says which; the server checks the same again, atomically,
 * when the form is sent.
 */
export async function EventRegistrationSection({ slug, state: current, locale }: { slug: string; state: RegistrationState; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'EventRegistration' });
  const state: State = current === 'started' ? 'past' : current;
  return (
    <section id="register" aria-labelledby="event-register-title" data-registration-state={current} className="scroll-mt-24 rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7">
      {state === 'open' ? (
        <>
          <h2 id="event-register-title" className="text-xl font-bold text-navy-900">
            {t('form.heading')}
          </h2>
          <p className="mt-2 mb-5 text-sm leading-relaxed text-muted">{t('form.lead')}</p>
          <IslandMessages locale={locale} namespaces={['EventRegistration.form', 'EventRegistration.errors']}>
            <RegistrationForm slug={slug} locale={locale} privacyHref={localizeHref('/privacy', locale)} />
          </IslandMessages>
        </>
      ) : (
        <Notice state={state} t={t} />
      )}
    </section>
  );
}

function Notice({ state, t }: { state: Exclude<State, 'open'>; t: Awaited<ReturnType<typeof getTranslations<'EventRegistration'>>> }) {
  const { icon: Icon, title, text, action, href } = notices[state];
  return (
    <div className="flex flex-col items-start gap-3">
      <span aria-hidden className="flex size-12 items-center justify-center rounded-xl bg-canvas text-teal-700">
        <Icon className="size-6" />
      </span>
      <h2 id="event-register-title" className="text-xl font-bold text-navy-900">
        {t(`section.${title}`)}
      </h2>
      <p className="text-sm leading-relaxed text-muted">{t(`section.${text}`)}</p>
      <Link href={href} className={buttonVariants({ variant: 'navy' })}>
        {t(`section.${action}`)}
      </Link>
    </div>
  );
}
