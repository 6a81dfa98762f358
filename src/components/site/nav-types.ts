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
  intro: string;
  columns: 2 | 3;
  cards: NavCard[];
}
