import { coreSystemIds, findCoreSystem, type CoreSystemId } from '@/content/core-systems';
import type { Locale } from '@/i18n/routing';
import { moduleInterests, solutionChoices, type ModuleInterest, type SolutionChoice } from './demo-options';

export const isCoreSystem = (value: string): value is CoreSystemId => (coreSystemIds as readonly string[]).includes(value);

/** A core system as the product names it, with the code facility teams use: "Incident Control (IC)". */
export function coreSystemLabel(id: CoreSystemId, locale: Locale): string {
  const system = findCoreSystem(id);
  if (!system) throw new Error(`No core system "${id}" in src/content/core-systems`);
  return `${system.name[locale]} (${id.toUpperCase()})`;
}

/**
 * The options of both demo forms, named from the product catalogue so the forms, the menus and the
 * staff area use one vocabulary. `label` translates the rest (DemoForm.modules.* / DemoForm.solutions.*).
 */
export function moduleOptions(locale: Locale, label: (key: 'ai' | 'platform') => string): { value: ModuleInterest; label: string }[] {
  return moduleInterests.map((value) => ({ value, label: isCoreSystem(value) ? coreSystemLabel(value, locale) : label(value) }));
}

export function solutionOptions(locale: Locale, label: (key: 'ai' | 'app' | 'dashboard' | 'support') => string): { value: SolutionChoice; label: string }[] {
  return solutionChoices.map((value) => ({ value, label: isCoreSystem(value) ? coreSystemLabel(value, locale) : label(value) }));
}
