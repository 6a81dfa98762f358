import type { Figure } from '@/content/page-blocks';
import type { Locale } from '@/i18n/routing';
import { FigureValue } from './figure-value';

/**
 * Headline figures as a definition list: each label comes first in the markup (as the list requires)
 * and its figure is shown first. The classes set the look of each place that shows one.
 */
export function FigureList({
  locale,
  figures,
  className,
  itemClassName = 'flex flex-col gap-1',
  labelClassName,
  valueClassName,
}: {
  locale: Locale;
  figures: readonly Figure[];
  className: string;
  itemClassName?: string;
  labelClassName: string;
  valueClassName: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label.en} className={itemClassName}>
          <dt className={labelClassName}>{figure.label[locale]}</dt>
          <dd className="order-first">
            <FigureValue value={figure.value} className={valueClassName} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
