import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading } from '@/components/site/section';
import { aiResults } from '@/content/ai';
import type { Locale } from '@/i18n/routing';

/** Results block: four "up to" figures from the facts module, each drawn as a ring filled to its figure. */
export async function AiResults({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ai.results' });
  return (
    <Section id="results" tone="canvas" labelledBy="results-title">
      <SectionHeading id="results-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <dl className="mt-12 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {aiResults.map((result) => (
          <div key={result.id} className="flex flex-col items-center rounded-[var(--radius-card)] border border-line bg-white p-4 text-center shadow-[var(--shadow-card)] sm:p-6">
            <dt className="order-2 mt-3 font-semibold text-balance text-navy-900 sm:mt-4 sm:text-lg">{result.label[locale]}</dt>
            <dd className="relative order-1 flex size-24 items-center justify-center sm:size-32">
              <ResultRing percent={result.percent} />
              <span className="relative text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{result.percent}%</span>
            </dd>
            <dd className="order-3 mt-1 text-xs leading-relaxed text-muted sm:text-sm">{result.description[locale]}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function ResultRing({ percent }: { percent: number }) {
  const radius = 54;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg aria-hidden viewBox="0 0 128 128" className="absolute inset-0 size-full -rotate-90 rtl:scale-y-[-1]">
      <circle cx="64" cy="64" r={radius} fill="none" stroke="#e6ecf5" strokeWidth="10" />
      <circle
        cx="64"
        cy="64"
        r={radius}
        fill="none"
        stroke="#0a6f6d"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(circumference * percent) / 100} ${circumference}`}
      />
    </svg>
  );
}
