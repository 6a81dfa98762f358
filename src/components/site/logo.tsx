import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { cx } from '@/lib/cn';

/**
 * The Siyana mark: a building outline with a teal pulse and an amber spark for the AI. `className`
 * sets its size (size-9 unless given).
 */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={className}>
      <rect width="40" height="40" rx="10" fill="#0b1f3a" />
      <path d="M11 29V15l9-5 9 5v14" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M9 23h6l2.5-5 4 9 2.5-4H31" fill="none" stroke="#14b3ae" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="30" cy="11" r="3" fill="#f4a51c" />
    </svg>
  );
}

export function Logo({ label, inverted = false }: { label: string; inverted?: boolean }) {
  return (
    <Link href="/" aria-label={label} className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <LogoMark />
      <span dir="ltr" className={cx('text-xl font-bold tracking-tight', inverted ? 'text-white' : 'text-navy-900')}>
        {site.name}
      </span>
    </Link>
  );
}
