import type { Partner } from '@/content/facts';
import type { Locale } from '@/i18n/routing';

/** One outline per partner, so no two marks look alike (32 x 32 box). */
const outlines: Record<Partner['mark'], string> = {
  circle: 'M16 2a14 14 0 1 1 0 28a14 14 0 1 1 0-28z',
  square: 'M8 3h16a5 5 0 0 1 5 5v16a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z',
  diamond: 'M16 1l15 15-15 15L1 16z',
  hexagon: 'M16 1.5l13 7.5v14l-13 7.5-13-7.5V9z',
  octagon: 'M10.5 2h11L30 10.5v11L21.5 30h-11L2 21.5v-11z',
  shield: 'M16 1.5l13 4.5v9c0 8.5-5.5 13.5-13 15.5C8.5 28.5 3 23.5 3 15V6z',
  arch: 'M3 30.5V15a13 13 0 0 1 26 0v15.5z',
  drop: 'M16 1.5c6.5 8 12 13.5 12 19a12 12 0 0 1-24 0c0-5.5 5.5-11 12-19z',
};

/**
 * A partner's mark drawn by the site: a monogram (the partner's initial in the page's language inside
 * its own outline) and the name as text, so the name reads in the page's script and direction.
 */
export function PartnerMark({ partner, locale, kind }: { partner: Partner; locale: Locale; kind: string }) {
  return (
    <span className="flex items-center gap-2.5 text-navy-700">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <path d={outlines[partner.mark]} fill="currentColor" />
        <text x="16" y={partner.mark === 'drop' ? 20 : 16.5} dominantBaseline="central" textAnchor="middle" fill="white" fontSize="14" fontWeight="700">
          {partner.initial[locale]}
        </text>
      </svg>
      <span className="text-sm leading-tight font-bold">
        {partner.name[locale]}
        <span className="sr-only">, {kind}</span>
      </span>
    </span>
  );
}
