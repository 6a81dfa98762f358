import type { ReactNode } from 'react';
import type { NavigationGroupId } from '@/content/navigation';

/** A menu card, already translated on the server. */
export interface NavCard {
  id: string;
  href: string;
  title: string;
  description: string;
  stat: string;
  icon: ReactNode;
  /** Spans the whole desktop panel. */
  wide?: boolean;
  /** Title only (a sub-group's card); the first of a sub-group carries its heading. */
  compact?: boolean;
  groupStart?: string;
}

export interface NavGroup {
  id: NavigationGroupId;
  label: string;
  /** Where the group's own section starts (the drawer's group heading links there). */
  href: string;
  intro: string;
  columns: 2 | 3;
  cards: NavCard[];
}
