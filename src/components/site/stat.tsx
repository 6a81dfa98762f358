import { cn } from '@/lib/cn';

/**
 * A headline figure with its label, e.g. "98%" / "Project success". The label comes first in the
 * markup (as a definition list requires) and the figure is shown first. Figures stay in Western digits.
 * The value is isolated with `<bdi>` (direction from its own script): "98%" keeps its order inside
 * Arabic, and a figure with Arabic words ("15 ألف+", "3-6 ساعات") reads right to left as written.
 */
export function Stat({ value, label, inverted = false, className }: { value: string; label: string; inverted?: boolean; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <dt className={cn('text-sm', inverted ? 'text-white/75' : 'text-muted')}>{label}</dt>
      <dd className={cn('order-first text-3xl font-bold tracking-tight whitespace-nowrap', inverted ? 'text-white' : 'text-navy-900')}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

export function StatList({ children, className }: { children: React.ReactNode; className?: string }) {
  // From sm up, columns as wide as their figures ("3-6 ساعات" is wider than "6"), spread across the row.
  return <dl className={cn('grid grid-cols-2 gap-6 sm:grid-cols-[repeat(4,auto)] sm:justify-between', className)}>{children}</dl>;
}
