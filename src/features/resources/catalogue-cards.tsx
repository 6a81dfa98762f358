import { ArrowRight, NamedIcon } from '@/components/icons';
import type { CatalogueItem } from '@/content/types';
import { IconBadge } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/** Link cards to other pages of the site: icon, title, one-line pitch and stat badge. */
export function CatalogueCards({ items, locale, className }: { items: readonly CatalogueItem[]; locale: Locale; className?: string }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map(({ id, href, icon, title, description, stat }) => (
        <li key={id}>
          <Link
            href={href}
            className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] transition-colors hover:border-teal-500"
          >
            <div className="flex items-start justify-between gap-3">
              <IconBadge>
                <NamedIcon name={icon} />
              </IconBadge>
              <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-navy-900">{stat[locale]}</span>
            </div>
            <span className="mt-4 flex items-center gap-2 text-lg font-semibold text-navy-900 group-hover:text-teal-700">
              {title[locale]}
              <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
            </span>
            <span className="mt-2 text-sm leading-relaxed text-muted">{description[locale]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
