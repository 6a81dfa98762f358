/** Option values of the two demo forms (spec §3); labels live in the message files. */
export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const systemInterests = ['erp', 'crm', 'hr', 'accounting', 'inventory', 'pos', 'ecommerce', 'other'] as const;

/** Every 30 minutes from 09:00 to 17:00 inclusive: 17 slots. */
export const timeSlots = Array.from({ length: 17 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}) as readonly string[];

export const industries = ['commercial', 'residential', 'industrial', 'medical', 'education', 'hospitality', 'government', 'other'] as const;
export const facilitySizes = ['small', 'medium', 'large', 'enterprise'] as const;
export const solutionChoices = ['cm', 'cc', 'pm', 'pc', 'app', 'support', 'dashboard', 'survey'] as const;
export const budgets = ['under-50k', '50k-100k', '100k-250k', '250k-500k', '500k-1m', 'over-1m'] as const;
export const timelines = ['immediate', '3months', '6months', '1year', 'planning'] as const;

/** The earliest date the picker allows at all (spec §5). */
export const EARLIEST_DATE = '1900-01-01';
