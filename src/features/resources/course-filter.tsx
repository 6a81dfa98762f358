'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';

export interface CategoryChip {
  /** The value of `?category=` in the URL; null for "All", which shows every course. */
  category: string | null;
  label: string;
  /** The localized URL of this filtered view, so the chip works as a plain link too. */
  href: string;
}

export interface FilterableCourse {
  id: string;
  category: string;
  card: ReactNode;
}

interface CourseFilterProps {
  label: string;
  chips: readonly CategoryChip[];
  courses: readonly FilterableCourse[];
  /** "Showing 2 of 6 courses" for each chip, in the order of `chips`, worded on the server. */
  status: readonly string[];
}

/**
 * The course category row and the cards it filters. The page stays static: the server renders
 * every card, and this island shows the ones of the category named in the URL. The prerendered
 * HTML (the Suspense fallback) shows all cards, so the page reads fine before and without JS.
 */
export function CourseFilter(props: CourseFilterProps) {
  return (
    <Suspense fallback={<CourseFilterView {...props} active={null} />}>
      <CourseFilterFromUrl {...props} />
    </Suspense>
  );
}

function CourseFilterFromUrl(props: CourseFilterProps) {
  const requested = useSearchParams().get('category');
  const active = props.chips.find((chip) => chip.category !== null && chip.category === requested)?.category ?? null;
  return <CourseFilterView {...props} active={active} />;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function CourseFilterView({ label, chips, courses, status, active }: CourseFilterProps & { active: string | null }) {
  function choose(event: MouseEvent<HTMLAnchorElement>, chip: CategoryChip) {
    // New tabs and windows keep the browser's own behaviour; a plain click filters in place.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Next.js syncs useSearchParams with the history API, without a round trip to the server.
    window.history.replaceState(null, '', chip.href);
  }

  return (
    <div>
      <nav aria-label={label}>
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const selected = chip.category === active;
            return (
              <li key={chip.category ?? 'all'}>
                <a
                  href={chip.href}
                  aria-current={selected ? 'true' : undefined}
                  onClick={(event) => choose(event, chip)}
                  className={clsx(
                    'inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                    selected ? 'border-navy-900 bg-navy-900 text-white' : 'border-line bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50',
                  )}
                >
                  {chip.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <p role="status" className="mt-4 text-sm text-muted">
        {status[chips.findIndex((chip) => chip.category === active)]}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id} hidden={active !== null && course.category !== active}>
            {course.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
