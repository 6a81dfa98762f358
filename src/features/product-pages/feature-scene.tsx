import type { ReactNode } from 'react';
import type { ChartKind, PlatformFeature } from '@/content/platform-features';
import type { Tint } from '@/content/page-blocks';
import type { Locale } from '@/i18n/routing';
import { SceneFigure } from '@/components/site/scene-figure';
import { tintClasses } from '@/components/site/tints';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

type ChartProps = { box: Box; series: readonly number[]; tint: Tint };

const at = (series: readonly number[], index: number) => series[index] ?? 0;

function List({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const dot = [t.fill, 'fill-amber-500', 'fill-navy-700'];
  const rowH = box.h / series.length;
  return (
    <g>
      {series.map((status, i) => {
        const y = box.y + i * rowH;
        return (
          <g key={i}>
            <rect x={box.x} y={y + 3} width={box.w} height={rowH - 6} rx={8} className="fill-navy-50" />
            <circle cx={box.x + 14} cy={y + rowH / 2} r={5} className={dot[(status - 1) % dot.length]} />
            <rect x={box.x + 28} y={y + rowH / 2 - 7} width={box.w * (0.38 + (i % 3) * 0.07)} height={6} rx={3} className="fill-navy-700/60" />
            <rect x={box.x + 28} y={y + rowH / 2 + 3} width={box.w * 0.26} height={5} rx={2.5} className="fill-navy-100" />
            <rect x={box.x + box.w - 58} y={y + rowH / 2 - 6} width={46} height={12} rx={6} className={t.soft} />
          </g>
        );
      })}
    </g>
  );
}

function Calendar({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const cell = Math.min(box.w / 7, (box.h - 14) / 5);
  const cells: ReactNode[] = [];
  for (let i = 0; i < 35; i++) {
    const col = i % 7;
    const row = Math.floor(i / 7);
    const due = series.includes(i);
    cells.push(
      <rect
        key={i}
        x={box.x + col * cell + 2}
        y={box.y + 14 + row * cell + 2}
        width={cell - 4}
        height={cell - 4}
        rx={5}
        className={due ? t.fill : i === 12 ? 'fill-white stroke-navy-700' : 'fill-navy-50'}
        strokeWidth={i === 12 ? 2 : undefined}
      />,
    );
  }
  return (
    <g>
      {Array.from({ length: 7 }, (_, col) => (
        <rect key={col} x={box.x + col * cell + cell / 2 - 7} y={box.y} width={14} height={5} rx={2.5} className="fill-navy-100" />
      ))}
      {cells}
    </g>
  );
}

const donutColours = [
  { stroke: 'stroke-teal-500', fill: 'fill-teal-500' },
  { stroke: 'stroke-navy-700', fill: 'fill-navy-700' },
  { stroke: 'stroke-amber-500', fill: 'fill-amber-500' },
  { stroke: 'stroke-navy-100', fill: 'fill-navy-100' },
];

function Donut({ box, series, tint }: ChartProps) {
  // The record's tint leads; the other colours follow in a fixed order.
  const lead = tintClasses[tint].stroke;
  const palette = [...donutColours.filter((c) => c.stroke === lead), ...donutColours.filter((c) => c.stroke !== lead)];
  const colour = (i: number) => palette[i % palette.length]!;
  const r = box.h / 2 - 18;
  const cx = box.x + r + 18;
  const cy = box.y + box.h / 2;
  const circumference = 2 * Math.PI * r;
  const total = series.reduce((sum, v) => sum + v, 0) || 1;
  const starts = series.map((_, i) => series.slice(0, i).reduce((sum, v) => sum + (v / total) * circumference, 0));
  return (
    <g>
      <g transform={`rotate(-90 ${cx} ${cy})`}>
        {series.map((value, i) => (
          <circle
            key={i}
            cx={cx}
            cy={cy}
            r={r}
            className={`fill-none ${colour(i).stroke}`}
            strokeWidth={22}
            strokeDasharray={`${Math.max((value / total) * circumference - 3, 0)} ${circumference}`}
            strokeDashoffset={-at(starts, i)}
          />
        ))}
      </g>
      {series.map((_, i) => (
        <g key={i}>
          <rect x={cx + r + 38} y={box.y + 30 + i * 30} width={12} height={12} rx={3} className={colour(i).fill} />
          <rect x={cx + r + 58} y={box.y + 33 + i * 30} width={box.w - 2 * r - 110 - i * 8} height={6} rx={3} className="fill-navy-100" />
        </g>
      ))}
    </g>
  );
}

function Columns({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const slot = box.w / series.length;
  return (
    <g>
      {[0.25, 0.5, 0.75].map((f) => (
        <path key={f} d={`M${box.x} ${box.y + box.h * f} H${box.x + box.w}`} className="stroke-navy-50" strokeWidth={1.5} />
      ))}
      {series.map((value, i) => {
        const h = (value / 100) * box.h;
        return <rect key={i} x={box.x + i * slot + slot * 0.2} y={box.y + box.h - h} width={slot * 0.6} height={h} rx={5} className={i === series.length - 1 ? t.fill : t.soft} />;
      })}
      <path d={`M${box.x} ${box.y + box.h} H${box.x + box.w}`} className="stroke-navy-100" strokeWidth={2} />
    </g>
  );
}

function Progress({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const rowH = box.h / series.length;
  return (
    <g>
      {series.map((value, i) => {
        const y = box.y + i * rowH;
        return (
          <g key={i}>
            <rect x={box.x} y={y + 6} width={box.w * (0.5 + (i % 2) * 0.15)} height={6} rx={3} className="fill-navy-700/60" />
            <rect x={box.x} y={y + 18} width={box.w} height={8} rx={4} className="fill-navy-50" />
            {value > 0 && <rect x={box.x} y={y + 18} width={(box.w * value) / 100} height={8} rx={4} className={value === 100 ? t.fill : 'fill-amber-500'} />}
          </g>
        );
      })}
    </g>
  );
}

function points(box: Box, series: readonly number[]) {
  const step = box.w / (series.length - 1);
  return series.map((value, i) => [box.x + i * step, box.y + box.h - (value / 100) * box.h] as const);
}

/** A smooth path through the points (cubic curves with horizontal tangents). */
function smooth(pts: ReturnType<typeof points>) {
  return pts.reduce((d, [x, y], i) => {
    if (i === 0) return `M${x} ${y}`;
    const [px, py] = pts[i - 1]!;
    const mid = (px + x) / 2;
    return `${d} C${mid} ${py} ${mid} ${y} ${x} ${y}`;
  }, '');
}

function Line({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const pts = points(box, series);
  const [lastX, lastY] = pts[pts.length - 1]!;
  const path = smooth(pts);
  return (
    <g>
      {[0.25, 0.5, 0.75].map((f) => (
        <path key={f} d={`M${box.x} ${box.y + box.h * f} H${box.x + box.w}`} className="stroke-navy-50" strokeWidth={1.5} />
      ))}
      <path d={`${path} V${box.y + box.h} H${box.x} Z`} className={t.soft} opacity={0.7} />
      <path d={path} className={`fill-none ${t.stroke}`} strokeWidth={3} strokeLinecap="round" />
      <circle cx={lastX} cy={lastY} r={6} className={`fill-white ${t.stroke}`} strokeWidth={3} />
    </g>
  );
}

function Bars({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const rowH = box.h / series.length;
  return (
    <g>
      {series.map((value, i) => {
        const cy = box.y + i * rowH + rowH / 2;
        return (
          <g key={i}>
            <circle cx={box.x + 11} cy={cy} r={11} className="fill-navy-100" />
            <circle cx={box.x + 11} cy={cy - 3} r={4} className="fill-navy-700/50" />
            <path d={`M${box.x + 4} ${cy + 8} a7 6 0 0 1 14 0`} className="fill-navy-700/50" />
            <rect x={box.x + 32} y={cy - 7} width={box.w - 40} height={14} rx={7} className="fill-navy-50" />
            <rect x={box.x + 32} y={cy - 7} width={((box.w - 40) * value) / 100} height={14} rx={7} className={t.fill} opacity={i === 0 ? 1 : 0.45} />
          </g>
        );
      })}
    </g>
  );
}

function Timeline({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const rows = Math.floor(series.length / 2);
  const rowH = box.h / rows;
  const fills = [t.fill, 'fill-navy-700', t.soft, 'fill-amber-500'];
  const now = box.x + box.w * 0.58;
  return (
    <g>
      {Array.from({ length: rows }, (_, i) => {
        const cy = box.y + i * rowH + rowH / 2;
        const start = box.x + (box.w * at(series, i * 2)) / 100;
        const length = (box.w * at(series, i * 2 + 1)) / 100;
        return (
          <g key={i}>
            <path d={`M${box.x} ${cy} H${box.x + box.w}`} className="stroke-navy-50" strokeWidth={2} />
            <rect x={start} y={cy - 10} width={length} height={20} rx={7} className={fills[i % fills.length]} />
            <rect x={start + length + 8} y={cy - 3} width={Math.min(40, box.x + box.w - start - length - 8)} height={6} rx={3} className="fill-navy-100" />
          </g>
        );
      })}
      <path d={`M${now} ${box.y - 4} V${box.y + box.h + 4}`} className="stroke-amber-500" strokeWidth={2} strokeDasharray="4 4" />
      <circle cx={now} cy={box.y - 4} r={4} className="fill-amber-500" />
    </g>
  );
}

function Wave({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const upper = smooth(points(box, series));
  const lower = smooth(
    points(
      box,
      series.map((v) => v * 0.55),
    ),
  );
  const close = `V${box.y + box.h} H${box.x} Z`;
  return (
    <g>
      <path d={`${upper} ${close}`} className={t.soft} />
      <path d={upper} className={`fill-none ${t.stroke}`} strokeWidth={3} strokeLinecap="round" />
      <path d={`${lower} ${close}`} className="fill-navy-700/15" />
      <path d={lower} className="fill-none stroke-navy-700" strokeWidth={2} strokeDasharray="5 5" />
    </g>
  );
}

function GaugeChart({ box, series, tint }: ChartProps) {
  const t = tintClasses[tint];
  const r = Math.min(box.w / 2, box.h) - 24;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h - 12;
  const arc = `M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}`;
  const half = Math.PI * r;
  return (
    <g>
      <path d={arc} className="fill-none stroke-navy-50" strokeWidth={24} strokeLinecap="round" />
      <path d={arc} className={`fill-none ${t.stroke}`} strokeWidth={24} strokeLinecap="round" strokeDasharray={`${(half * at(series, 0)) / 100} ${half}`} />
      {[0.2, 0.4, 0.6, 0.8].map((f) => {
        const angle = Math.PI * (1 - f);
        return (
          <circle key={f} cx={cx + Math.cos(angle) * (r - 30)} cy={cy - Math.sin(angle) * (r - 30)} r={3} className="fill-navy-100" />
        );
      })}
      <rect x={cx - 36} y={cy - 30} width={72} height={10} rx={5} className="fill-navy-100" />
    </g>
  );
}

const charts: Record<ChartKind, (props: ChartProps) => ReactNode> = {
  list: List,
  calendar: Calendar,
  donut: Donut,
  columns: Columns,
  progress: Progress,
  line: Line,
  bars: Bars,
  timeline: Timeline,
  wave: Wave,
  gauge: GaugeChart,
};

function Desktop({ chart }: { chart: ReactNode }) {
  return (
    <g>
      <rect x={28} y={36} width={424} height={270} rx={16} className="fill-white stroke-line" strokeWidth={1.5} />
      {[48, 62, 76].map((cx) => (
        <circle key={cx} cx={cx} cy={55} r={4} className="fill-navy-100" />
      ))}
      <rect x={180} y={49} width={120} height={12} rx={6} className="fill-navy-50" />
      <path d="M28 72 H452" className="stroke-line" strokeWidth={1.5} />
      <path d="M28.75 72.75 H110 V305.25 H44 Q28.75 305.25 28.75 290 Z" className="fill-navy-50" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={42} y={92 + i * 22} width={54 - (i % 2) * 12} height={8} rx={4} className={i === 1 ? 'fill-navy-700' : 'fill-navy-100'} />
      ))}
      <rect x={126} y={88} width={130} height={10} rx={5} className="fill-navy-700/70" />
      <rect x={126} y={104} width={84} height={7} rx={3.5} className="fill-navy-100" />
      {chart}
    </g>
  );
}

function Phone({ chart }: { chart: ReactNode }) {
  return (
    <g>
      <rect x={160} y={18} width={160} height={324} rx={28} className="fill-navy-900" />
      <rect x={169} y={30} width={142} height={300} rx={21} className="fill-white" />
      <rect x={218} y={37} width={44} height={9} rx={4.5} className="fill-navy-900" />
      <rect x={183} y={60} width={78} height={9} rx={4.5} className="fill-navy-700/70" />
      <rect x={183} y={75} width={52} height={6} rx={3} className="fill-navy-100" />
      {chart}
    </g>
  );
}

/**
 * The hero illustration of a feature page: a dashboard or a phone showing the feature's chart,
 * with its headline figure in a floating card. Decorative; the page text carries the facts.
 */
export function FeatureScene({ locale, scene }: { locale: Locale; scene: PlatformFeature['scene'] }) {
  const t = tintClasses[scene.tint];
  const Chart = charts[scene.chart];
  const box: Box = scene.device === 'phone' ? { x: 183, y: 96, w: 114, h: 210 } : { x: 126, y: 128, w: 306, h: 158 };
  const chart = <Chart box={box} series={scene.series} tint={scene.tint} />;
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-xl">
      <div className={`absolute -inset-6 -z-10 rounded-full blur-3xl ${t.glow}`} />
      <div className="overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-navy-50 via-white to-navy-50 shadow-[var(--shadow-card)]">
        <svg viewBox="0 0 480 360" className="block h-auto w-full">
          <circle cx={70} cy={300} r={54} className={t.soft} opacity={0.6} />
          <circle cx={430} cy={40} r={30} className="fill-navy-100" opacity={0.7} />
          {scene.device === 'phone' ? <Phone chart={chart} /> : <Desktop chart={chart} />}
        </svg>
      </div>
      <SceneFigure icon={scene.icon} tint={scene.tint} value={scene.value} caption={scene.caption[locale]} placement="start-3 bottom-3 max-w-[68%] sm:start-5 sm:bottom-5" />
    </div>
  );
}
