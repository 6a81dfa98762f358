import type { Mockup } from '@/content/platform-features';
import type { Locale } from '@/i18n/routing';

type Props = { mockup: Mockup; locale: Locale };

function ListChart({ mockup, locale }: Props) {
  return (
    <ul className="grid gap-2">
      {mockup.items.map((item) => (
        <li key={item.label.en} className="rounded-lg bg-white p-2.5 shadow-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-[0.7rem] font-medium text-navy-900">{item.label[locale]}</span>
            {item.note && <span className="shrink-0 rounded-full bg-teal-50 px-1.5 py-0.5 text-[0.625rem] font-semibold text-teal-700">{item.note[locale]}</span>}
          </div>
          <div className="mt-1.5 h-1 rounded-full bg-navy-100">
            <div className="h-full rounded-full bg-teal-600" style={{ width: `${item.value}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function BarChart({ mockup, locale }: Props) {
  return (
    <ul className="grid gap-2.5">
      {mockup.items.map((item) => (
        <li key={item.label.en}>
          <div className="flex justify-between text-[0.7rem] text-navy-800">
            <span>{item.label[locale]}</span>
            <span dir="ltr">{item.value}</span>
          </div>
          <div className="mt-1 h-3 rounded bg-navy-100">
            <div className="h-full rounded bg-navy-700" style={{ width: `${item.value}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function points(values: number[], width: number, height: number): string {
  const step = width / Math.max(values.length - 1, 1);
  return values.map((value, index) => `${(index * step).toFixed(1)},${(height - (value / 100) * height).toFixed(1)}`).join(' ');
}

function LineChart({ mockup }: Props) {
  const values = mockup.items.map((item) => item.value);
  const line = points(values, 200, 90);
  return (
    <svg viewBox="0 -5 200 100" className="h-32 w-full rtl:-scale-x-100" aria-hidden>
      {[20, 45, 70].map((y) => (
        <line key={y} x1="0" x2="200" y1={y} y2={y} stroke="#dfe5ee" strokeDasharray="3 4" />
      ))}
      <polygon points={`0,90 ${line} 200,90`} fill="#14b3ae" fillOpacity="0.15" />
      <polyline points={line} fill="none" stroke="#0a6f6d" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
      {line.split(' ').map((point) => {
        const [x, y] = point.split(',');
        return <circle key={point} cx={x} cy={y} r="3" fill="#fff" stroke="#0a6f6d" strokeWidth="2" />;
      })}
    </svg>
  );
}

const donutColors = ['#0a6f6d', '#f4a51c', '#c02637', '#1d3a63'];

function DonutChart({ mockup, locale }: Props) {
  const circumference = 2 * Math.PI * 36;
  const lengths = mockup.items.map((item) => (item.value / 100) * circumference);
  const offsets = lengths.map((_, index) => lengths.slice(0, index).reduce((sum, length) => sum + length, 0));
  return (
    <div className="flex items-center gap-4">
      <svg viewBox="0 0 100 100" className="size-28 shrink-0 -rotate-90" aria-hidden>
        <circle cx="50" cy="50" r="36" fill="none" stroke="#e6ecf5" strokeWidth="14" />
        {mockup.items.map((item, index) => (
          <circle
              key={item.label.en}
              cx="50"
              cy="50"
              r="36"
              fill="none"
              stroke={donutColors[index % donutColors.length]}
              strokeWidth="14"
            strokeDasharray={`${lengths[index]} ${circumference - (lengths[index] ?? 0)}`}
            strokeDashoffset={-(offsets[index] ?? 0)}
          />
        ))}
      </svg>
      <ul className="grid gap-1.5 text-[0.7rem] text-navy-800">
        {mockup.items.map((item, index) => (
          <li key={item.label.en} className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-full" style={{ background: donutColors[index % donutColors.length] }} />
            {item.label[locale]} <span dir="ltr" className="font-semibold">{item.value}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProgressChart({ mockup, locale }: Props) {
  return (
    <ul className="grid gap-3">
      {mockup.items.map((item) => (
        <li key={item.label.en}>
          <div className="flex justify-between text-[0.7rem] text-navy-800">
            <span>{item.label[locale]}</span>
            <span dir="ltr" className="font-semibold">
              {item.value}%
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-navy-100">
            <div className="h-full rounded-full bg-gradient-to-r from-teal-600 to-teal-500 rtl:bg-gradient-to-l" style={{ width: `${item.value}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ColumnChart({ mockup, locale }: Props) {
  return (
    <ul className="flex h-36 items-end justify-between gap-2">
      {mockup.items.map((item) => (
        <li key={item.label.en} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
          <div className="w-full rounded-t-md bg-teal-600" style={{ height: `${item.value}%` }} />
          <span className="text-[0.625rem] text-navy-800">{item.label[locale]}</span>
        </li>
      ))}
    </ul>
  );
}

function CalendarChart({ mockup, locale }: Props) {
  return (
    <ul className="grid grid-cols-7 gap-1">
      {mockup.items.map((item) => (
        <li key={item.label.en} className="flex flex-col items-center gap-1 rounded-lg bg-white py-2 shadow-sm">
          <span className="text-[0.55rem] text-muted">{item.label[locale]}</span>
          <span dir="ltr" className={item.value ? 'text-sm font-bold text-navy-900' : 'text-sm text-muted'}>
            {item.value}
          </span>
          <span aria-hidden className="flex gap-0.5">
            {Array.from({ length: Math.min(item.value, 3) }, (_, index) => (
              <span key={index} className="size-1 rounded-full bg-teal-600" />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function WaveChart({ mockup }: Props) {
  const values = mockup.items.map((item) => item.value);
  const step = 200 / (values.length - 1);
  const path = values.reduce((d, value, index) => {
    const x = index * step;
    const y = 90 - (value / 100) * 80;
    if (index === 0) return `M0,${y}`;
    const px = (index - 1) * step;
    const py = 90 - ((values[index - 1] ?? 0) / 100) * 80;
    return `${d} C${px + step / 2},${py} ${x - step / 2},${y} ${x},${y}`;
  }, '');
  return (
    <svg viewBox="0 0 200 95" className="h-32 w-full rtl:-scale-x-100" aria-hidden>
      <path d={`${path} L200,95 L0,95 Z`} fill="#14b3ae" fillOpacity="0.18" />
      <path d={path} fill="none" stroke="#0a6f6d" strokeWidth="3" />
      <path d={path} fill="none" stroke="#f4a51c" strokeWidth="2" strokeDasharray="4 5" transform="translate(0 14)" opacity="0.8" />
    </svg>
  );
}

function GaugeChart({ mockup }: Props) {
  const value = mockup.items[0]?.value ?? 0;
  const arc = Math.PI * 70;
  return (
    <svg viewBox="0 0 180 100" className="mx-auto h-32 w-full max-w-56" aria-hidden>
      <path d="M20 90 A70 70 0 0 1 160 90" fill="none" stroke="#e6ecf5" strokeWidth="16" strokeLinecap="round" />
      <path
        d="M20 90 A70 70 0 0 1 160 90"
        fill="none"
        stroke="#0a6f6d"
        strokeWidth="16"
        strokeLinecap="round"
        strokeDasharray={`${(value / 100) * arc} ${arc}`}
      />
    </svg>
  );
}

const charts: Record<Mockup['type'], (props: Props) => React.ReactNode> = {
  list: ListChart,
  bar: BarChart,
  line: LineChart,
  donut: DonutChart,
  progress: ProgressChart,
  column: ColumnChart,
  calendar: CalendarChart,
  wave: WaveChart,
  gauge: GaugeChart,
};

/** A phone-style frame showing a feature's sample screen; the chart type follows the feature. */
export function PhoneMockup({ mockup, locale, label }: Props & { label: string }) {
  const Chart = charts[mockup.type];
  return (
    <figure
      aria-label={label}
      data-mockup-type={mockup.type}
      className="mx-auto w-full max-w-[18rem] rounded-[2.5rem] border-[10px] border-navy-900 bg-navy-50 p-4 shadow-[var(--shadow-panel)]"
    >
      <div aria-hidden className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-navy-900/80" />
      <p className="text-xs font-semibold text-muted">{mockup.title[locale]}</p>
      <p className="mt-1 text-3xl font-bold text-navy-900">
        <bdi>{typeof mockup.mainNumber === 'string' ? mockup.mainNumber : mockup.mainNumber[locale]}</bdi>
      </p>
      <p className="text-xs text-muted">{mockup.subtitle[locale]}</p>
      <div className="mt-4">
        <Chart mockup={mockup} locale={locale} />
      </div>
    </figure>
  );
}
