import type { ReactNode } from 'react';

/** A menu card, already translated on the server. */
export interface NavCard {
  id: string;
  href: string;
  title: string;
  description: string;
  stat: string;
  icon: ReactNode;
}

export interface NavGroup {
  id: 'solutions' | 'industries' | 'resources';
  label: string;
  /** Where the group's own section starts (the drawer's group heading links there). */
  href: string;
  intro: string;
  columns: 2 | 3;
  cards: NavCard[];
}
