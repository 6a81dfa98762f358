import { Stat, StatList } from '@/components/site/stat';
import type { StatFigure } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/** A page's headline figures, e.g. "50+ courses"; same figures in both languages. */
export function HeroStats({ stats, locale, inverted = false, className }: { stats: readonly StatFigure[]; locale: Locale; inverted?: boolean; className?: string }) {
  return (
    <StatList className={cn(stats.length === 3 && 'sm:grid-cols-[repeat(3,auto)]', className)}>
      {stats.map((stat) => (
        <Stat key={stat.label.en} value={stat.value[locale]} label={stat.label[locale]} inverted={inverted} />
      ))}
    </StatList>
  );
}
