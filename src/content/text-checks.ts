import type { Text } from './types';

/** Every `{ en, ar }` text inside a content value, with the path where it was found. */
export function collectTexts(value: unknown, path = ''): { path: string; text: Text }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectTexts(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && typeof record.en === 'string' && typeof record.ar === 'string') {
    return [{ path, text: record as unknown as Text }];
  }
  return keys.flatMap((key) => collectTexts(record[key], path ? `${path}.${key}` : key));
}

/**
 * Figures of a text (digits, decimals, ranges). "1" and "2" are left out: Arabic says one and two
 * with the singular and dual forms ("سنة واحدة", "مجمعان"), as a Gulf marketer would write them.
 */
export function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).filter((figure) => figure !== '1' && figure !== '2');
}

/** Latin words left in Arabic copy, except proper names, codes and addresses allowed there. */
export function latinWords(arabic: string): string[] {
  const allowed = /Siyana|QR|ISO|PDF|[\w.+-]+@[\w-]+\.[\w.]+|\/ar\b|^language$/g;
  return arabic.replace(allowed, '').match(/[A-Za-z]{2,}/g) ?? [];
}

/**
 * The claim-like figures of a text, normalised: percentages, "+" counts, "K" counts and multiples
 * ("35%", "100+", "11K+", "3x"), with the Arabic forms read the same way ("أكثر من 11 ألف" and
 * "11 ألف+" are "11K+", "٪" is "%"). A leading sign is dropped: "+50%" is the figure "50%".
 */
export function claimFigures(text: string): string[] {
  const pattern = /(?:أكثر من|more than)\s*(\d[\d,.]*)(\s*ألف)?|\d[\d,.]*(?:\s*[-\u2013]\s*\d[\d,.]*)?\s*(?:%|٪|\+|K\b\+?|x\b|ألف\+?)/g;
  return [...text.matchAll(pattern)].map(([match, moreThan, thousand]) => {
    if (moreThan !== undefined) return `${moreThan}${thousand ? 'K' : ''}+`;
    return match.replace(/\s+/g, '').replace('٪', '%').replace('\u2013', '-').replace('ألف', 'K');
  });
}

/** Names the site once gave to organisations that do not exist: never again, in either language. */
export const inventedOrganisations: readonly string[] = [
  'Wahat Municipality',
  'Qimma Authority',
  'Ufuq Development Authority',
  'Nakhla Energy Agency',
  'Falak Cloud',
  'Rimal Data',
  'Sarab Networks',
  'Dana Systems',
  'أمانة واحات',
  'هيئة قمة',
  'هيئة أفق',
  'وكالة نخلة',
  'فلك السحابية',
  'رمال للبيانات',
  'سراب للشبكات',
  'دانة للأنظمة',
];

/** Words that make a capitalised English phrase an organisation's name. */
const organisationWords = 'Authority|Municipality|Agency|Ministry|Council|Commission|Cloud|Group|Company|Holding|Holdings|Corporation|Corp|Inc|LLC|Ltd|Systems|Networks|Data|Bank|Foundation|Institute|Consultants|Contracting|Trading|Industries|Technologies|Solutions Co';
const englishOrganisation = new RegExp(`\\b(?:[A-Z][\\w'&.-]*\\s+){1,4}(?:${organisationWords})\\b|\\b(?:Ministry|Authority|Municipality|Agency|Council|Commission) (?:of|for) (?:the )?(?:[A-Z][\\w'-]*\\s?)+`, 'g');
/** Arabic words that open an organisation's name ("هيئة قمة", "وكالة نخلة للطاقة"). */
const arabicOrganisation = /(?<![\u0621-\u064A])(?:هيئة|بلدية|أمانة|وزارة|وكالة|شركة|مؤسسة)\s+[\u0621-\u064A]+(?:\s+لل[\u0621-\u064A]+)?/g;

/**
 * Generic Arabic phrases that open with an organisation word but name no organisation ("شركة تثق",
 * "شركة تأمين"). The definite forms ("الشركة المصنعة", "الهيئة ...") are never matched: an invented name
 * reads "هيئة قمة", and a real body is named in full from `publicBodies`. "مجموعة" (a set, a group of
 * units) is too common a word to flag; an invented group is caught by its English name.
 */
const genericArabic = /^(?:هيئة|بلدية|أمانة|وزارة|وكالة|شركة|مؤسسة)\s+(?:تثق|تأمين|لتصنيع|تأجير|المصاعد|مهمة|واحدة|كبيرة|صغيرة|متوسطة|ناشئة|خاصة|حكومية|عامة|مستشفيات|فنادق|مطاعم|مقاولات|صيانة|تشغيل|إدارة|المرافق|أو|و|في|من|لديها|لها|تدير|تعمل|مشغلة|عقارية|التأمين|الكهرباء|المقاول|الصيانة|التشغيل|مستأجرة|مالكة|المالك|صناعية|تجارية|أصول|مبانٍ|مباني|الأصول|المباني|المستشفيات|الفنادق|العمل|لديك|لديكم|تملك|صحية|متخصصة|خدمات|التنظيف|النظافة)(?![\u0621-\u064A])/;

/**
 * Organisation-like names in a text that are neither public bodies nor named references: invented
 * names from the list above, capitalised English phrases ending in an organisation word ("Najd Facilities
 * Group"), and Arabic phrases opening with one ("هيئة سدير للتطوير"). Arabic brand names without such a
 * word ("رمال للبيانات") read like ordinary phrases ("تصدير للبيانات"), so only the list catches those.
 */
export function organisationNames(text: string, allowed: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of inventedOrganisations) if (text.includes(name)) found.add(name);
  const isAllowed = (match: string, index: number) =>
    allowed.some((name) => {
      const at = text.indexOf(name, Math.max(0, index - name.length));
      return at !== -1 && at <= index + match.length && at + name.length >= index;
    });
  for (const match of text.matchAll(englishOrganisation)) {
    const name = match[0].trim();
    if (!isAllowed(name, match.index)) found.add(name);
  }
  for (const match of text.matchAll(arabicOrganisation)) {
    const name = match[0].trim();
    if (genericArabic.test(name) || isAllowed(name, match.index)) continue;
    found.add(name);
  }
  return [...found];
}

/** "Live" or "مباشر" (and "حي/حية"), which no picture of the product may say (it shows sample data). */
export function liveWords(text: string): string[] {
  return text.match(/\blive\b|مباشرة?|\bحية?\b/gi) ?? [];
}

/**
 * Measures of a capability, recognised in a figure's English label, so that two pages covering one
 * capability can be compared even when they word the label differently.
 */
export const capabilityMeasures: { id: string; pattern: RegExp }[] = [
  { id: 'energy', pattern: /\benergy (use|savings?|spend)|energy saved/i },
  { id: 'carbon', pattern: /carbon/i },
  { id: 'peak-demand', pattern: /peak demand/i },
  { id: 'emergency-repairs', pattern: /emergency (repairs|call-outs)/i },
  { id: 'asset-life', pattern: /asset (life|lifespan)|service life/i },
  { id: 'downtime', pattern: /downtime/i },
  { id: 'maintenance-spend', pattern: /maintenance (spend|costs?)|repair spend|parts and contractor/i },
  { id: 'audit-preparation', pattern: /audit prep|preparing for an audit|audit preparation/i },
  { id: 'inspection-findings', pattern: /inspection findings/i },
  { id: 'missed-deadlines', pattern: /missed (inspections|renewals)|violations|compliance rate/i },
  { id: 'planned-share', pattern: /planned share/i },
  { id: 'response-time', pattern: /faster response|response times?/i },
  { id: 'first-time-fix', pattern: /first[- ]time fix|first visit/i },
];

/** A page's figure: its page, the label it measures and the value it states. */
export interface StatedFigure {
  page: string;
  label: string;
  value: string;
}

/** Measures that two or more figures state with different values: "asset-life: 45% (ppm) / 10-20% (preventive)". */
export function conflictingFigures(figures: readonly StatedFigure[]): string[] {
  const byMeasure = new Map<string, Map<string, Set<string>>>();
  for (const figure of figures) {
    const measure = capabilityMeasures.find(({ pattern }) => pattern.test(figure.label));
    if (!measure) continue;
    const values = byMeasure.get(measure.id) ?? new Map<string, Set<string>>();
    values.set(figure.value, (values.get(figure.value) ?? new Set()).add(figure.page));
    byMeasure.set(measure.id, values);
  }
  return [...byMeasure]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, values]) => values.size > 1)
    .map(([measure, values]) => `${measure}: ${[...values].map(([value, pages]) => `${value} (${[...pages].join(', ')})`).join(' / ')}`);
}

/**
 * Absolute claims nobody can back, in English and Arabic: guarantees, "always", "never fails", "100%",
 * "zero downtime", "best", "#1", "leading". Staff text is checked with these when it is saved.
 */
const absolutePatterns: RegExp[] = [
  /\bguarantee(?:d|s)?\b/gi,
  /\balways\b/gi,
  /\bnever (?:fails?|down|breaks?)\b/gi,
  /\b100\s?%/g,
  /\bzero (?:downtime|risk|failures?)\b/gi,
  /\b(?:the )?best\b/gi,
  /#\s?1\b|\bnumber one\b/gi,
  /\b(?:market|industry)[- ]leading\b|\bworld[- ]class\b|\bunmatched\b|\bunbeatable\b/gi,
  /نضمن|مضمونة?|ضمان\s+كامل|الأفضل|الأول\s+في|دائماً|دائما|لا\s+يتعطل|100\s?[%٪]/g,
];

/** The absolute claims a text makes, as written. */
export function absoluteClaims(text: string): string[] {
  return absolutePatterns.flatMap((pattern) => text.match(pattern) ?? []);
}

/** Money that is not in Saudi riyals: dollars, euros and their signs. */
export function foreignCurrency(text: string): string[] {
  return text.match(/\$|\bUSD\b|\bUS dollars?\b|\bdollars?\b|€|\bEUR\b|دولار|يورو/gi) ?? [];
}
