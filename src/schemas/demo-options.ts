import { coreSystemIds } from '@/content/core-systems/record';

/** Option values of the two demo forms; labels live in the message files and the core systems' records (src/content/core-systems). */
export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;


/** The short form's "module of interest": one core system, the AI features, or the whole platform. */
export const moduleInterests = [...coreSystemIds, 'ai', 'platform'] as const;
export type ModuleInterest = (typeof moduleInterests)[number];

export const industries = ['commercial', 'residential', 'industrial', 'medical', 'education', 'hospitality', 'government', 'other'] as const;
export const facilitySizes = ['small', 'medium', 'large', 'enterprise'] as const;
/** The long form's "interested solutions": the core systems and the rest of the product, by their product names. */
export const solutionChoices = [...coreSystemIds, 'ai', 'app', 'dashboard', 'support'] as const;
export type SolutionChoice = (typeof solutionChoices)[number];
export const budgets = ['under-50k', '50k-100k', '100k-250k', '250k-500k', '500k-1m', 'over-1m'] as const;
export const timelines = ['immediate', '3months', '6months', '1year', 'planning'] as const;
