import Link from 'next/link';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/site/logo';
import { cn } from '@/lib/cn';
import { mayAct, readPageStaff } from '@/server/auth/request';
import type { StaffRole } from '@/server/db/database';
import { staffLocale, staffTranslator, type StaffLocale } from '@/server/staff/language';
import { LogoutButton } from './logout-button';

/**
 * Every staff section with the least role it needs (as its page's requireAdminPage and its APIs), and its
 * name in a staff language (a section of another namespace: `(locale) => staffTranslator(locale, 'AdminX')('nav')`).
 */
export const adminSections: readonly { href: string; label: (locale: StaffLocale) => string; role: StaffRole }[] = [
  { href: '/admin', label: (locale) => staffTranslator(locale)('nav.dashboard'), role: 'editor' },
  { href: '/admin/blog', label: (locale) => staffTranslator(locale, 'StaffLanguage')('nav.blog'), role: 'editor' },
  { href: '/admin/events', label: (locale) => staffTranslator(locale)('events.navLabel'), role: 'editor' },
  { href: '/admin/site', label: (locale) => staffTranslator(locale)('nav.site'), role: 'editor' },
  { href: '/admin/leads', label: (locale) => staffTranslator(locale)('leads.navLabel'), role: 'admin' },
  { href: '/admin/demos', label: (locale) => staffTranslator(locale, 'AdminDemos')('nav.agenda'), role: 'admin' },
  { href: '/admin/demo-calendar', label: (locale) => staffTranslator(locale, 'AdminDemos')('nav.calendar'), role: 'admin' },
  { href: '/admin/newsletter', label: (locale) => staffTranslator(locale, 'StaffLanguage')('nav.newsletter'), role: 'admin' },
  { href: '/admin/webhooks', label: (locale) => staffTranslator(locale)('webhooks.navLabel'), role: 'admin' },
  { href: '/admin/staff', label: (locale) => staffTranslator(locale)('staff.nav.staff'), role: 'admin' },
  { href: '/admin/audit', label: (locale) => staffTranslator(locale)('staff.nav.audit'), role: 'admin' },
  { href: '/admin/account', label: (locale) => staffTranslator(locale)('staff.nav.account'), role: 'editor' },
];

/**
 * Header, section navigation and the page's own heading for every signed-in staff page. The menu shows
 * only the sections the signed-in role may open (an editor: content and their own account).
 */
export async function AdminShell({ username, current, title, actions, children }: { username: string; current: string; title: string; actions?: ReactNode; children: ReactNode }) {
  const role = (await readPageStaff())?.role ?? 'editor';
  const locale = await staffLocale();
  const adminText = staffTranslator(locale);
  const sections = adminSections.filter((section) => mayAct(role, section.role));
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
          <Link href="/admin" className="flex items-center gap-2 rounded-lg">
            <LogoMark className="size-8" />
            <span className="font-bold text-navy-900">{adminText('brand')}</span>
          </Link>
          <span className="ms-auto text-sm text-muted">
            <span dir="auto">{username}</span> · {adminText(`staff.roles.${role}`)}
          </span>
          <LogoutButton />
        </div>
        <nav aria-label={adminText('nav.menu')} className="mx-auto max-w-6xl overflow-x-auto px-4 sm:px-6">
          <ul className="flex gap-1">
            {sections.map((section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  aria-current={section.href === current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                    section.href === current ? 'border-teal-700 text-teal-700' : 'border-transparent text-muted hover:text-navy-900',
                  )}
                >
                  {section.label(locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}
