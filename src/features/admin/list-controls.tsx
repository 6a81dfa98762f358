import { Download } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';

/** A staff list's "Export CSV" action: a plain download link, made on the server. */
export function CsvExportLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={buttonVariants({ variant: 'outline', size: 'sm' })} download>
      <Download aria-hidden />
      {label}
    </a>
  );
}

/** One chip of a staff list's filter row; the chosen one is filled. */
export function filterChipClass(active: boolean): string {
  return cn('inline-flex min-h-9 items-center rounded-full border px-3 text-sm', active ? 'border-teal-700 bg-teal-700 text-white' : 'border-line bg-white text-navy-900 hover:bg-navy-50');
}
