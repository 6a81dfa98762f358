import { CalendarCheck, NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { navigationGroups, type NavigationItem } from '@/content/navigation';
import { Link, localizeHref } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import type { Locale } from '@/i18n/routing';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import type { NavCard, NavGroup } from './nav-types';

function toCards(items: readonly NavigationItem[], locale: Locale): NavCard[] {
  return items.map(({ id, href, title, description, stat, icon, wide, compact, groupStart }) => ({
    id,
    href: localizeHref(href, locale),
    title: title[locale],
    description: description[locale],
    stat: stat[locale],
    icon: <NamedIcon name={icon} aria-hidden />,
    wide,
    compact,
    groupStart: groupStart?.[locale],
  }));
}

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tl = await getTranslations({ locale, namespace: 'Language' });
  const tc = await getTranslations({ locale, namespace: 'Conversation' });
  // One list feeds the desktop panels and the phone drawer alike.
  const groups: NavGroup[] = navigationGroups.map((group) => ({
    id: group.id,
    label: t(group.id),
    href: localizeHref(group.href, locale),
    intro: t(`${group.id}Intro`),
    columns: group.columns,
    cards: toCards(group.items, locale),
  }));

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6 lg:px-8">
        <Logo label={t('homeLabel')} />
        <MainNav groups={groups} label={t('mainNav')} />
        <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
          <LanguageMenu current={locale} label={tl('label')} names={{ en: tl('en'), ar: tl('ar') }} />
          <Link href="/pricing" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'hidden lg:inline-flex')}>
            {t('pricing')}
          </Link>
          <Link href="/sign-in" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'hidden lg:inline-flex')}>
            {t('signIn')}
          </Link>
          <Link href="/detailed-demo-request" className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'hidden lg:inline-flex')}>
            {t('requestDemo')}
          </Link>
          {/* Phones and tablets keep a demo button in sight (the drawer's is at its bottom). */}
          <Link href="/request-demo" data-compact-demo="" className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'size-9 px-0 sm:w-auto sm:px-3 lg:hidden')}>
            <CalendarCheck aria-hidden />
            {/* A phone's header holds only the icon beside the logo, language and menu; the name is read out. */}
            <span className="sr-only sm:not-sr-only">{tc('demoShort')}</span>
          </Link>
          <MobileMenu
            groups={groups}
            signInHref={localizeHref('/sign-in', locale)}
            pricing={{ href: localizeHref('/pricing', locale), label: t('pricing') }}
            requestDemoHref={localizeHref('/request-demo', locale)}
            labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle'), signIn: t('signIn'), requestDemo: t('requestDemo') }}
          />
        </div>
      </div>
    </header>
  );
}
