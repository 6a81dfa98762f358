import { ArrowRight, ChevronDown, Mail, NamedIcon, Phone } from '@/components/icons';
import { IconBadge } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button-variants';
import type { FaqGroup, HelpChannel } from '@/content/help';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { WHATSAPP_REDIRECT_PATH } from '@/lib/whatsapp';
import { WhatsAppLink } from '@/components/site/whatsapp-link';

/** Question groups whose answers expand in place: native <details>, no script. */
export function FaqGroups({ groups, locale, className }: { groups: readonly FaqGroup[]; locale: Locale; className?: string }) {
  return (
    <div className={cn('grid gap-8 lg:grid-cols-3', className)}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} data-faq-group={group.id}>
          <h3 id={`faq-${group.id}`} className="text-lg font-bold text-navy-900">
            {group.title[locale]}
          </h3>
          <ul className="mt-4 grid gap-3">
            {group.faqs.map((faq) => (
              <li key={faq.id}>
                <details className="group rounded-xl border border-line bg-white shadow-sm open:shadow-[var(--shadow-card)]">
                  <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-3 rounded-xl p-4 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question[locale]}</span>
                    <ChevronDown aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180" />
                  </summary>
                  <p className="px-4 pb-4 text-sm leading-relaxed text-muted">{faq.answer[locale]}</p>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function isPageLink(href: string): boolean {
  return href.startsWith('/');
}

/**
 * Ways to get help, each with one working action: a page of the site, a call, an e-mail or WhatsApp
 * (through the redirect that counts the click for `page`, the unprefixed path of the page shown).
 */
export function HelpChannels({ channels, locale, page, className }: { channels: readonly HelpChannel[]; locale: Locale; page: string; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', channels.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3', className)}>
      {channels.map(({ id, icon, title, body, detail, action }) => {
        const label = (
          <>
            {action.href.startsWith('tel:') && <Phone aria-hidden />}
            {action.href.startsWith('mailto:') && <Mail aria-hidden />}
            {action.label[locale]}
            {isPageLink(action.href) && action.href !== WHATSAPP_REDIRECT_PATH && <ArrowRight aria-hidden className="rtl-mirror" />}
          </>
        );
        const classes = cn(buttonVariants({ variant: id === 'phone' ? 'primary' : 'outline' }), 'w-full');
        return (
          <li key={id} data-channel={id} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
            <IconBadge>
              <NamedIcon name={icon} />
            </IconBadge>
            <h3 className="mt-5 text-lg font-bold text-navy-900">{title[locale]}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{body[locale]}</p>
            {detail && <p className="mt-3 text-sm font-semibold text-navy-800">{detail[locale]}</p>}
            <div className="mt-auto pt-6">
              {action.href === WHATSAPP_REDIRECT_PATH ? (
                <WhatsAppLink locale={locale} page={page} variant="primary" className="w-full">
                  {action.label[locale]}
                </WhatsAppLink>
              ) : isPageLink(action.href) ? (
                <Link href={action.href} className={classes}>
                  {label}
                </Link>
              ) : (
                <a href={action.href} className={classes}>
                  {label}
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
