import { cn } from '@/lib/cn';

/**
 * A figure such as "24/7", "99.8%" or "30-40%": kept left-to-right inside Arabic text, yet placed
 * at the start of the line like the words around it.
 */
export function FigureValue({ value, className }: { value: string; className?: string }) {
  return (
    <span dir="ltr" className={cn('inline-block', className)}>
      {value}
    </span>
  );
}
