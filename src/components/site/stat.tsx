import { cn } from '@/lib/cn';

/** A headline figure with its label, e.g. "98%" / "Project success". Figures stay in Western digits. */
export function Stat({ value, label, inverted = false, className }: { value: string; label: string; inverted?: boolean; className?: string }) {
  return (
    <div className={cn('grid gap-1', className)}>
      <dd dir="ltr" className={cn('order-first text-3xl font-bold tracking-tight [unicode-bidi:plaintext]', inverted ? 'text-white' : 'text-navy-900')}>
        {value}
      </dd>
      <dt className={cn('text-sm', inverted ? 'text-white/75' : 'text-muted')}>{label}</dt>
    </div>
  );
}

export function StatList({ children, className }: { children: React.ReactNode; className?: string }) {
  return <dl className={cn('grid grid-cols-2 gap-6 sm:grid-cols-4', className)}>{children}</dl>;
}
