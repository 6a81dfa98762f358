import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StaffTableProps {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly string[];
  /** The table's least width (a Tailwind `min-w-*` class): a phone scrolls the table instead of squeezing it. */
  width: string;
  /** Makes the scrolling box a named, focusable region, so keyboard users can scroll it too. */
  scrollRegion?: boolean;
  /** Keeps each header on one line. */
  nowrapHeads?: boolean;
  /** The table's body: one `<tbody>`, or several. */
  children: ReactNode;
}

/** A staff list as a table: a caption for screen readers and one header row over the body the page gives. */
export function StaffTable({ caption, columns, width, scrollRegion, nowrapHeads, children }: StaffTableProps) {
  const region = scrollRegion ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {};
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white" {...region}>
      <table className={cn('w-full text-sm', width)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn('px-4 py-3 text-start font-medium', nowrapHeads && 'whitespace-nowrap')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
