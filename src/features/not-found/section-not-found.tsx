import { ArrowLeft, ArrowRight, SearchX, type LucideIcon } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { IconBadge } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/**
 * "Sector not found" / "Feature not found" / "Article not found" / "Course not found": the page's one heading, a
 * way home, and the pages that do exist, so a mistyped link is one tap from the right place.
 */
export function SectionNotFound({
  locale,
  title,
  body,
  home,
  links,
}: {
  locale: Locale;
  title: string;
  body: string;
  home: string;
  links: { href: string; label: string; icon: LucideIcon }[];
}) {
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <section className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <span aria-hidden className="flex size-16 items-center justify-center rounded-2xl bg-teal-100 text-teal-700">
          <SearchX className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg text-pretty text-muted">{body}</p>
        <ul className={cn('mt-8 grid w-full gap-3 text-start', links.length > 1 ? 'sm:grid-cols-2' : 'max-w-sm')}>
          {links.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="flex h-full min-h-14 items-center gap-3 rounded-xl border border-line bg-white p-3 font-medium text-navy-900 transition-colors hover:border-teal-500 hover:bg-teal-50">
                <IconBadge className="size-10 [&_svg]:size-5">
                  <Icon />
                </IconBadge>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <Link href="/" className={cn(buttonVariants({ variant: 'navy', size: 'lg' }), 'mt-10')}>
          <Back aria-hidden />
          {home}
        </Link>
      </div>
    </section>
  );
}
