import { CircleCheck } from '@/components/icons';
import type { ReactNode } from 'react';
import type { Figure, Tint } from '@/content/page-blocks';
import type { Skyline } from '@/content/sectors';
import type { Locale } from '@/i18n/routing';
import type { IconName } from '@/lib/icon-names';
import { SceneFigure } from '@/components/site/scene-figure';
import { tintClasses } from '@/components/site/tints';

/** Ground line of the drawing; every building stands on it. */
const GROUND = 300;

/** A grid of windows on a facade; a few are lit in the accent colour, in a fixed pattern. */
function Windows({ x, top, w, h, lit, pitch = 14 }: { x: number; top: number; w: number; h: number; lit: string; pitch?: number }) {
  const cols = Math.max(1, Math.floor((w - 10) / pitch));
  const rows = Math.max(1, Math.floor((h - 14) / 18));
  const start = x + (w - (cols * pitch - (pitch - 7))) / 2;
  const cells: ReactNode[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const isLit = (r * 5 + c * 3 + Math.round(x)) % 7 === 0;
      cells.push(<rect key={`${r}-${c}`} x={start + c * pitch} y={top + 10 + r * 18} width={7} height={9} rx={1.5} className={isLit ? lit : 'fill-white/15'} />);
    }
  }
  return <g>{cells}</g>;
}

function Block({ x, w, h, shade, lit, pitch }: { x: number; w: number; h: number; shade: string; lit: string; pitch?: number }) {
  const top = GROUND - h;
  return (
    <g>
      <rect x={x} y={top} width={w} height={h} rx={3} className={shade} />
      <Windows x={x} top={top} w={w} h={h - 6} lit={lit} pitch={pitch} />
    </g>
  );
}

function Palm({ x, leaf }: { x: number; leaf: string }) {
  return (
    <g>
      <path d={`M${x} ${GROUND} q 4 -30 -2 -58`} className="fill-none stroke-navy-700" strokeWidth={5} strokeLinecap="round" />
      {[-60, -20, 20, 60, 100, 140].map((angle) => (
        <ellipse key={angle} cx={x - 2} cy={GROUND - 58} rx={20} ry={5} transform={`rotate(${angle} ${x - 2} ${GROUND - 58}) translate(16 0)`} className={leaf} />
      ))}
    </g>
  );
}

function Mall({ tint }: { tint: Tint }) {
  const t = tintClasses[tint];
  return (
    <g>
      <Block x={70} w={64} h={180} shade="fill-navy-700" lit={t.lit} />
      <Block x={196} w={88} h={236} shade="fill-navy-800" lit={t.lit} />
      <Block x={340} w={72} h={205} shade="fill-navy-700" lit={t.lit} />
      <rect x={196} y={64} width={88} height={8} className={t.fill} />
      <rect x={40} y={210} width={400} height={90} rx={4} className="fill-navy-900" />
      <rect x={36} y={204} width={408} height={10} rx={3} className={t.fill} />
      {[56, 100, 144, 296, 340, 384].map((x) => (
        <g key={x}>
          <rect x={x} y={244} width={36} height={6} rx={2} className={t.fill} />
          <rect x={x + 3} y={252} width={30} height={34} rx={2} className="fill-white/20" />
        </g>
      ))}
      <path d="M196 300 V240 Q240 200 284 240 V300 Z" className="fill-navy-100" />
      <path d="M240 212 V300 M212 250 H268" className="fill-none stroke-navy-700/40" strokeWidth={2} />
      <Palm x={22} leaf={t.fill} />
      <Palm x={458} leaf={t.fill} />
    </g>
  );
}

function Compound({ tint }: { tint: Tint }) {
  const t = tintClasses[tint];
  return (
    <g>
      <Block x={290} w={64} h={210} shade="fill-navy-800" lit={t.lit} />
      <Block x={364} w={60} h={170} shade="fill-navy-700" lit={t.lit} />
      {[40, 124, 208].map((x) => (
        <g key={x}>
          <rect x={x} y={242} width={72} height={58} rx={3} className="fill-navy-900" />
          <path d={`M${x - 6} 244 L${x + 36} 212 L${x + 78} 244 Z`} className={t.fill} />
          <rect x={x + 28} y={266} width={16} height={34} rx={2} className="fill-navy-100" />
          <rect x={x + 8} y={256} width={14} height={12} rx={2} className="fill-white/25" />
          <rect x={x + 50} y={256} width={14} height={12} rx={2} className="fill-white/25" />
        </g>
      ))}
      <Palm x={28} leaf={t.fill} />
      <Palm x={282} leaf={t.fill} />
      <ellipse cx={170} cy={326} rx={70} ry={12} className={t.soft} />
    </g>
  );
}

function Towers({ tint }: { tint: Tint }) {
  const t = tintClasses[tint];
  return (
    <g>
      <Block x={56} w={72} h={168} shade="fill-navy-700" lit={t.lit} pitch={12} />
      <path d="M188 60 V36" className="stroke-navy-800" strokeWidth={4} strokeLinecap="round" />
      <Block x={148} w={80} h={240} shade="fill-navy-900" lit={t.lit} pitch={12} />
      <Block x={248} w={92} h={200} shade="fill-navy-800" lit={t.lit} pitch={12} />
      <Block x={360} w={68} h={142} shade="fill-navy-700" lit={t.lit} pitch={12} />
      <rect x={148} y={60} width={80} height={8} className={t.fill} />
      {[40, 100, 236, 344, 440].map((x) => (
        <circle key={x} cx={x} cy={292} r={10} className="fill-teal-700/70" />
      ))}
    </g>
  );
}

function Plant({ tint }: { tint: Tint }) {
  const t = tintClasses[tint];
  return (
    <g>
      {(
        [
          [256, 70, 12],
          [272, 52, 16],
          [298, 34, 20],
        ] as const
      ).map(([cx, cy, r]) => (
        <circle key={cx} cx={cx} cy={cy} r={r} className="fill-navy-100" />
      ))}
      <rect x={240} y={110} width={18} height={80} className="fill-navy-700" />
      <rect x={272} y={90} width={18} height={100} className="fill-navy-700" />
      <rect x={240} y={118} width={18} height={6} className={t.fill} />
      <rect x={272} y={98} width={18} height={6} className={t.fill} />
      <Block x={214} w={130} h={120} shade="fill-navy-900" lit={t.lit} />
      <path d="M36 300 V222 L70 200 V222 L104 200 V222 L138 200 V222 L172 200 V222 L206 200 V300 Z" className="fill-navy-800" />
      <rect x={60} y={250} width={40} height={50} rx={2} className="fill-navy-100" />
      <rect x={120} y={250} width={40} height={50} rx={2} className="fill-navy-100" />
      {(
        [
          [364, 86],
          [412, 66],
        ] as const
      ).map(([x, h]) => (
        <g key={x}>
          <rect x={x - 22} y={GROUND - h} width={44} height={h} className="fill-navy-700" />
          <ellipse cx={x} cy={GROUND - h} rx={22} ry={7} className="fill-navy-800" />
          <rect x={x - 22} y={GROUND - h / 2} width={44} height={5} className={t.fill} />
        </g>
      ))}
      <path d="M344 280 H390" className="stroke-navy-700" strokeWidth={5} />
    </g>
  );
}

function Hospital({ tint }: { tint: Tint }) {
  const t = tintClasses[tint];
  return (
    <g>
      <Block x={56} w={96} h={112} shade="fill-navy-700" lit={t.lit} />
      <Block x={328} w={100} h={132} shade="fill-navy-700" lit={t.lit} />
      <Block x={146} w={188} h={196} shade="fill-navy-900" lit={t.lit} />
      <rect x={216} y={76} width={48} height={48} rx={10} className="fill-white" />
      <rect x={234} y={84} width={12} height={32} rx={2} className={t.fill} />
      <rect x={224} y={94} width={32} height={12} rx={2} className={t.fill} />
      <rect x={196} y={270} width={88} height={8} rx={3} className={t.fill} />
      <rect x={214} y={278} width={52} height={22} className="fill-navy-100" />
    </g>
  );
}

function Resort({ tint }: { tint: Tint }) {
  const t = tintClasses[tint];
  return (
    <g>
      <path d="M300 300 V76 Q404 150 404 300 Z" className="fill-navy-800" />
      <path d="M300 76 V300" className="stroke-navy-900" strokeWidth={6} />
      {[120, 160, 200, 240].map((y) => (
        <path key={y} d={`M306 ${y} H${Math.min(396, 306 + (y - 76) * 0.9)}`} className={t.stroke} strokeWidth={3} strokeLinecap="round" />
      ))}
      <Block x={66} w={190} h={104} shade="fill-navy-900" lit={t.lit} pitch={16} />
      {[88, 132, 176, 220].map((x) => (
        <rect key={x} x={x - 6} y={212} width={22} height={4} rx={2} className="fill-white/40" />
      ))}
      <Palm x={44} leaf={t.fill} />
      <Palm x={272} leaf={t.fill} />
      <Palm x={440} leaf={t.fill} />
      <path d="M0 322 q 20 -8 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 V360 H0 Z" className={t.soft} />
    </g>
  );
}

const skylines: Record<Skyline, (props: { tint: Tint }) => ReactNode> = {
  mall: Mall,
  compound: Compound,
  towers: Towers,
  plant: Plant,
  hospital: Hospital,
  resort: Resort,
};

/**
 * The hero illustration of a sector page: the sector's skyline with two floating cards, the
 * headline figure and a job just completed. Decorative; the figures are also in the page text.
 */
export function SectorScene({
  locale,
  skyline,
  tint,
  icon,
  figure,
  status,
  statusLabel,
}: {
  locale: Locale;
  skyline: Skyline;
  tint: Tint;
  icon: IconName;
  figure: Figure;
  status: string;
  statusLabel: string;
}) {
  const t = tintClasses[tint];
  const Drawing = skylines[skyline];
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-xl">
      <div className={`absolute -inset-6 -z-10 rounded-full blur-3xl ${t.glow}`} />
      <div className="overflow-hidden rounded-3xl border border-line bg-gradient-to-b from-navy-50 to-white shadow-[var(--shadow-card)]">
        <svg viewBox="0 0 480 360" className="block h-auto w-full">
          <circle cx={392} cy={78} r={40} className={t.soft} />
          <rect y={GROUND} width={480} height={60} className="fill-navy-100" />
          <Drawing tint={tint} />
          <rect y={GROUND} width={480} height={3} className="fill-navy-700/30" />
        </svg>
      </div>
      <SceneFigure icon={icon} tint={tint} value={figure.value} caption={figure.label[locale]} placement="start-3 top-3 max-w-[62%] sm:start-5 sm:top-5" />
      <div className="absolute end-3 bottom-3 flex max-w-[70%] items-center gap-2.5 rounded-2xl bg-white/95 px-3 py-2.5 shadow-[var(--shadow-panel)] sm:end-5 sm:bottom-5">
        <CircleCheck className="size-5 shrink-0 text-teal-700" />
        <span className="min-w-0">
          <span className="block text-[0.8125rem] leading-snug font-semibold text-navy-900">{status}</span>
          <span className="block text-xs text-muted">{statusLabel}</span>
        </span>
      </div>
    </div>
  );
}
