import { isolateArabicFigures } from '@/i18n/bidi';
import type { Figure } from '../page-blocks';
import type { StatFigure, Text } from '../types';

/**
 * Every figure the site claims, once, with the words that make it true. Pages and menus take their
 * figures from here; `facts.test.ts` fails when a page or a message states a percentage, a "+" count,
 * a "K" or an "x" figure that is not rendered from this module.
 *
 * Truth before persuasion: no figure is absolute or falsely precise. Each is a range or an "up to"
 * with its context, and the savings ranges are the savings model's own rates
 * (savings.ts: the lower bound is what every tool computes with). Pages about one capability use the
 * same objects (`savings`, `capability`), so PPM and preventive, EM and energy, CM and compliance agree.
 * - companies: 100+. No organisation is named: `namedReferences` is empty.
 * - courses and learners are computed from the courses the site lists.
 * - certificates: none is held, so no "ISO" stat; the landing strip names the standards the platform is
 *   built around, each with what the platform does for it.
 * - support: one statement (`support.hours`), 24/7 only for the contract emergency line.
 */

/**
 * A claimed figure: the value reads the same in both languages; the label says what it measures. A menu
 * badge reads "value + label" unless the fact needs its own words there ("Up to 60% ...").
 */
export type Fact = Figure & { badge?: Text };

/** A claimed figure whose value carries words or units, so it is written per language. */
export type WordedFact = StatFigure;

/** A fact as a stat whose value is written per language (here the same in both). */
export function worded(fact: Fact): WordedFact {
  return { value: { en: fact.value, ar: fact.value }, label: fact.label };
}

/**
 * Round a count down to a claim that stays true: 11,660 gives the stat "11K+" / "11 ألف+" and, inside a
 * sentence, "11K+" / "أكثر من 11 ألف"; below 1,000 it counts hundreds ("900+").
 */
export function countClaim(count: number): { figure: Text; inSentence: Text } {
  if (count >= 1000) {
    const thousands = Math.floor(count / 1000);
    return { figure: { en: `${thousands}K+`, ar: `${thousands} ألف+` }, inSentence: { en: `${thousands}K+`, ar: `أكثر من ${thousands} ألف` } };
  }
  const hundreds = Math.floor(count / 100) * 100;
  return { figure: { en: `${hundreds}+`, ar: `${hundreds}+` }, inSentence: { en: `${hundreds}+`, ar: `أكثر من ${hundreds}` } };
}

/** A menu badge from a fact: "35% energy savings" / "توفير الطاقة 35%". */
export function factBadge(fact: Fact): Text {
  if (fact.badge) return isolateArabicFigures(fact.badge);
  return isolateArabicFigures({ en: `${fact.value} ${fact.label.en.charAt(0).toLowerCase()}${fact.label.en.slice(1)}`, ar: `${fact.label.ar} ${fact.value}` });
}
