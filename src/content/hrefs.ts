/**
 * The page of a product entity (core system, platform feature, sector, course): the one place its URL is
 * written. Menus, cards, the sitemap (content/routes.ts) and the WhatsApp page names all derive it here.
 * Core systems and platform features share /feature/{id} (their ids never collide; a test checks it).
 */
const pageFolders = {
  coreSystem: '/feature',
  platformFeature: '/feature',
  sector: '/sector',
  course: '/resources/courses',
} as const;

export type EntityKind = keyof typeof pageFolders;

export function entityHref(kind: EntityKind, id: string): string {
  return `${pageFolders[kind]}/${id}`;
}
