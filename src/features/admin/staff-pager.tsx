import Link from 'next/link';
import { ChevronLeft, ChevronRight } from '@/components/icons';

const pageLink = 'inline-flex min-h-11 items-center gap-1 rounded-[var(--radius-control)] border border-line bg-white px-3 text-sm font-medium text-navy-900 hover:bg-navy-50';

interface StaffPagerProps {
  /** Names the navigation ("Pages of the audit log"). */
  label: string;
  page: number;
  pages: number;
  /** The address of another page of the same list (its filters kept). */
  href: (page: number) => string;
  previous: string;
  next: string;
  /** "Page 2 of 5", in the staff language. */
  position: string;
}

/** A staff list's previous and next pages, with where the reader is; nothing when the list has one page. */
export function StaffPager({ label, page, pages, href, previous, next, position }: StaffPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={pageLink}>
          <ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{position}</span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={pageLink}>
          {next}
          <ChevronLeft aria-hidden className="size-4 ltr:rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
