import { NamedIcon } from '@/components/icons';
import type { Tint } from '@/content/page-blocks';
import type { IconName } from '@/lib/icon-names';
import { FigureValue } from './figure-value';
import { tintClasses } from './tints';

/** The floating card of a hero illustration: the record's icon in its tint, its headline figure and caption; `placement` sets where it floats and how wide it may grow. */
export function SceneFigure({ icon, tint, value, caption, placement }: { icon: IconName; tint: Tint; value: string; caption: string; placement: string }) {
  return (
    <div className={`absolute flex items-center gap-3 rounded-2xl bg-white/95 p-3 shadow-[var(--shadow-panel)] ${placement}`}>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tintClasses[tint].chip}`}>
        <NamedIcon name={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <FigureValue value={value} className="text-xl font-bold text-navy-900 sm:text-2xl" />
        <span className="block text-xs leading-snug text-muted">{caption}</span>
      </span>
    </div>
  );
}
