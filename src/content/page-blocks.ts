import type { IconName } from '@/lib/icon-names';
import type { Text } from './types';

/** Building blocks shared by the sector, feature and core-system page records. */

/** A headline figure. The value reads the same in both languages (Western digits, no words); the label is translated. */
export interface Figure {
  value: string;
  label: Text;
}

/** A figure with a sentence explaining where it comes from (core-system result metrics). */
export interface Result extends Figure {
  description: Text;
}

/** A card with an icon, a title and one sentence: sector services, key features. */
export interface IconCard {
  icon: IconName;
  title: Text;
  description: Text;
}

/** A labelled share from 0 to 100, drawn as a meter (impact overviews). */
export interface Meter {
  label: Text;
  percent: number;
}

/** The accent colour of a page's illustration, from the site's palette. */
export type Tint = 'teal' | 'amber' | 'navy';

/** Fixed-length lists, so the type checker enforces the counts the spec asks for. */
export type Three<T> = readonly [T, T, T];
export type Four<T> = readonly [T, T, T, T];
export type Five<T> = readonly [T, T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];
