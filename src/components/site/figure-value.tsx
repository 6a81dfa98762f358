import { cn } from '@/lib/cn';

/**
 * A figure such as "24/7", "99.8%" or "30-40%", isolated with `<bdi>` so that a bare figure keeps its
 * left-to-right order inside Arabic text and a figure written with Arabic words reads right to left.
 */
export function FigureValue({ value, className }: { value: string; className?: string }) {
  return (
    <bdi className={cn('inline-block whitespace-nowrap', className)}>{value}</bdi>
  );
}
