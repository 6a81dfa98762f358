import type { Tint } from '@/content/page-blocks';

/**
 * The classes that colour an illustration in a record's tint. Written out in full so that
 * Tailwind finds every class in the source.
 */
export const tintClasses: Record<
  Tint,
  { fill: string; soft: string; stroke: string; lit: string; chip: string; ring: string; glow: string }
> = {
  teal: {
    fill: 'fill-teal-500',
    soft: 'fill-teal-100',
    stroke: 'stroke-teal-500',
    lit: 'fill-teal-500',
    chip: 'bg-teal-50 text-teal-700',
    ring: 'bg-teal-500',
    glow: 'bg-teal-500/15',
  },
  amber: {
    fill: 'fill-amber-500',
    soft: 'fill-amber-100',
    stroke: 'stroke-amber-500',
    lit: 'fill-amber-500',
    chip: 'bg-amber-100 text-navy-900',
    ring: 'bg-amber-500',
    glow: 'bg-amber-500/20',
  },
  navy: {
    fill: 'fill-navy-700',
    soft: 'fill-navy-100',
    stroke: 'stroke-navy-700',
    lit: 'fill-teal-100',
    chip: 'bg-navy-100 text-navy-900',
    ring: 'bg-navy-700',
    glow: 'bg-navy-700/10',
  },
};
