import { NamedIcon } from '@/components/icons';
import { Card, IconBadge } from '@/components/ui/card';
import type { IconCard } from '@/content/page-blocks';
import type { Locale } from '@/i18n/routing';
import { Figures } from './figures';

// Written out in full so that Tailwind finds the classes.
const columnClasses = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** Cards of an icon, a title and a sentence: the key features of product pages, the services of a sector. */
export function IconCardGrid({ locale, cards, columns }: { locale: Locale; cards: readonly IconCard[]; columns: keyof typeof columnClasses }) {
  return (
    <ul className={`mt-12 grid gap-5 sm:grid-cols-2 ${columnClasses[columns]}`}>
      {cards.map(({ icon, title, description }) => (
        <li key={title.en}>
          <Card className="h-full">
            <IconBadge>
              <NamedIcon name={icon} />
            </IconBadge>
            <h3 className="mt-5 text-lg font-semibold text-navy-900">{title[locale]}</h3>
            <p className="mt-2 leading-relaxed text-muted">
              <Figures text={description[locale]} />
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
