import type { GuideContent } from './types';

/** The long-form guides of the Resource Hub, each a page and a PDF in both languages. */
export const guides: readonly GuideContent[] = [];

export function findGuide(id: string): GuideContent | undefined {
  return guides.find((guide) => guide.id === id);
}
