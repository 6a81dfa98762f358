import { CalendarCheck as calendarCheckIcon } from 'lucide';
import { getTranslations } from 'next-intl/server';
import { createIcon } from '@/components/icons/create-icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { WhatsAppLink } from './whatsapp-link';

const CalendarCheck = createIcon(calendarCheckIcon);

/**
 * The phone's action bar (below md): "Request a demo" and WhatsApp, fixed at the bottom of the page,
 * rendered on the server with plain links. A page renders it (so it knows its own path for the
 * WhatsApp count, and the demo forms leave it out); globals.css pads the page under it
 * (`body:has([data-phone-bar])`), so it never covers the footer. Not printed.
 */
export async function PhoneActionBar({ locale, page }: { locale: Locale; page: string }) {
  const t = await getTranslations({ locale, namespace: 'Conversation' });
  return (
    <nav
      aria-label={t('barLabel')}
      data-phone-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(11_31_58/0.08)] backdrop-blur md:hidden print:hidden"
    >
      <div className="flex gap-2 px-3 py-2">
        <Link href="/request-demo" className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'min-w-0 flex-1 px-3')}>
          <CalendarCheck aria-hidden />
          {t('requestDemo')}
        </Link>
        <WhatsAppLink locale={locale} page={page} className="min-w-0 flex-1 px-3">
          {t('whatsapp')}
        </WhatsAppLink>
      </div>
    </nav>
  );
}
