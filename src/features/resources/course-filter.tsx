'use client';

import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
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

// `?category=` read from the address bar as an external store. The prerendered HTML (every course)
// hydrates as it is; only an address naming a category renders again, once hydrated, and then it
// only hides cards. (useSearchParams would make the list a client-rendered Suspense boundary: the
// browser would throw the server's cards away and build them again on every visit.)
const CATEGORY_CHANGE = 'siyana:course-category';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CATEGORY_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CATEGORY_CHANGE, onChange);
  };
}
const categoryInAddress = () => new URLSearchParams(window.location.search).get('category');
const noCategory = () => null;

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The course category row and the cards it filters. The page stays static: the server renders every
 * card, and this island hides the ones outside the category named in the URL, so the page reads fine
 * before and without JS (a chip is then a plain link to its filtered address).
 */
export function CourseFilter({ label, chips, courses, status }: CourseFilterProps) {
  const requested = useSyncExternalStore(subscribe, categoryInAddress, noCategory);
  const active = chips.find((chip) => chip.category !== null && chip.category === requested)?.category ?? null;

  function choose(event: MouseEvent<HTMLAnchorElement>, chip: CategoryChip) {
    // New tabs and windows keep the browser's own behaviour; a plain click filters in place.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // The address changes without a round trip to the server; Next.js keeps its router state in it.
    window.history.replaceState(null, '', chip.href);
    window.dispatchEvent(new Event(CATEGORY_CHANGE));
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
