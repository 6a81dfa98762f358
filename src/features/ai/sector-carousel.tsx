'use client';

import { ChevronLeft as chevronLeftIcon, ChevronRight as chevronRightIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cn';
import { nextIndex, previousIndex } from './carousel';

const ChevronLeft = createIcon(chevronLeftIcon);
const ChevronRight = createIcon(chevronRightIcon);

interface FeatureView {
  title: string;
  description: string;
  icon: ReactNode;
}

interface SectorView {
  id: string;
  title: string;
  tagline: string;
  icon: ReactNode;
  features: FeatureView[];
}

/** A solution's icon beside its title and text: the featured one on the navy card, the others on white. */
function FeatureLine({ feature, featured = false }: { feature: FeatureView; featured?: boolean }) {
  return (
    <>
      <span
        aria-hidden
        className={cx('flex size-10 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5', featured ? 'bg-teal-500 text-navy-950' : 'bg-teal-50 text-teal-700')}
      >
        {feature.icon}
      </span>
      <div>
        {featured ? <h4 className="font-semibold">{feature.title}</h4> : <p className="font-semibold text-navy-900">{feature.title}</p>}
        <p className={cx('mt-1 text-sm leading-relaxed', featured ? 'text-white/80' : 'text-muted')}>{feature.description}</p>
      </div>
    </>
  );
}

/** A horizontal swipe shorter than this is a tap or a scroll, not a change of slide. */
const SWIPE_PX = 50;

/** One sector at a time; previous/next wrap both ways, the dots jump, a swipe turns the page on phones. */
export function SectorCarousel({ sectors }: { sectors: SectorView[] }) {
  const t = useTranslations('Ai.sectors');
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = sectors.length;
  const sector = sectors[index];
  if (!sector) return null;
  const [featured, ...others] = sector.features;
  const position = t('slide', { index: index + 1, count });

  const previous = () => setIndex((current) => previousIndex(current, count));
  const next = () => setIndex((current) => nextIndex(current, count));

  const onTouchEnd = (clientX: number) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null || Math.abs(clientX - start) < SWIPE_PX) return;
    // A swipe towards the reading start brings the next slide, in either direction of writing.
    const towardsStart = document.documentElement.dir === 'rtl' ? clientX > start : clientX < start;
    if (towardsStart) next();
    else previous();
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('carouselLabel')} className="mt-12">
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${sector.title}, ${position}`}
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => onTouchEnd(event.changedTouches[0]?.clientX ?? 0)}
        className="grid gap-5 lg:grid-cols-5"
      >
        <div
          key={sector.id}
          className="relative flex animate-fade-in flex-col overflow-hidden rounded-3xl bg-gradient-to-br from-navy-900 to-navy-800 p-6 text-white shadow-[var(--shadow-panel)] sm:p-8 lg:col-span-3"
        >
          <div aria-hidden className="pointer-events-none absolute -end-20 -top-20 size-64 rounded-full bg-teal-500/20 blur-3xl" />
          <div className="relative flex items-center gap-4">
            <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-teal-500 [&_svg]:size-7">
              {sector.icon}
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wide text-teal-100 uppercase">{position}</p>
              <h3 className="text-2xl font-bold sm:text-3xl">{sector.title}</h3>
            </div>
          </div>
          <p className="relative mt-4 text-white/80">{sector.tagline}</p>
          {featured && (
            <div className="relative mt-6 rounded-2xl border border-white/15 bg-white/[0.06] p-5">
              <p className="text-xs font-semibold tracking-wide text-amber-500 uppercase">{t('featured')}</p>
              <div className="mt-3 flex items-start gap-3">
                <FeatureLine feature={featured} featured />
              </div>
            </div>
          )}
          <dl className="relative mt-auto grid grid-cols-2 gap-4 pt-6">
            {[
              [t('solutions'), String(sector.features.length)],
              [t('monitoring'), '24/7'],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col rounded-2xl bg-white/[0.06] p-4">
                <dt className="text-sm text-white/80">{label}</dt>
                <dd className="order-first text-3xl font-bold text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div key={`${sector.id}-more`} className="animate-fade-in rounded-3xl border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 lg:col-span-2">
          <h4 className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{t('more')}</h4>
          <ul className="mt-5 space-y-5">
            {others.map((feature) => (
              <li key={feature.title} className="flex items-start gap-3">
                <FeatureLine feature={feature} />
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-8 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={previous}
          aria-label={t('previous')}
          className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy-900 shadow-sm transition-colors hover:border-navy-700 hover:bg-navy-50"
        >
          <ChevronLeft aria-hidden className="rtl-mirror size-5" />
        </button>
        <div role="group" aria-label={t('choose')} className="flex items-center gap-1">
          {sectors.map((item, itemIndex) => (
            <button
              key={item.id}
              type="button"
              onClick={() => setIndex(itemIndex)}
              aria-label={item.title}
              aria-current={itemIndex === index ? 'true' : undefined}
              className="group flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={cx(
                  'block h-2.5 rounded-full transition-all duration-300',
                  itemIndex === index ? 'w-8 bg-teal-700' : 'w-2.5 bg-muted/70 group-hover:bg-navy-700',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={next}
          aria-label={t('next')}
          className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy-900 shadow-sm transition-colors hover:border-navy-700 hover:bg-navy-50"
        >
          <ChevronRight aria-hidden className="rtl-mirror size-5" />
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {`${sector.title}, ${position}`}
      </p>
    </div>
  );
}
